// Swipe-to-dismiss for a side panel: the panel follows the finger (or the mouse) toward its
// closing side, and closes when released more than `threshold` pixels that way.
import { useRef } from 'react';

export interface SwipeOptions {
  /** The side the panel leaves by: 'left' (a panel on the left) or 'right'. */
  direction: 'left' | 'right';
  onClose: () => void;
  threshold?: number;
}

export function useSwipeToClose<T extends HTMLElement>({
  direction,
  onClose,
  threshold = 50,
}: SwipeOptions) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const horizontal = useRef(false);
  // A mouse drag ends with a click where the button is released: not a tap, so it is dropped.
  const dragged = useRef(false);
  const sign = direction === 'left' ? -1 : 1;

  const reset = (element: T) => {
    element.style.transform = '';
    element.style.transition = '';
    start.current = null;
    horizontal.current = false;
  };

  return {
    onPointerDown(event: React.PointerEvent<T>) {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
      horizontal.current = false;
      dragged.current = false;
    },
    onPointerMove(event: React.PointerEvent<T>) {
      const origin = start.current;
      if (!origin || origin.id !== event.pointerId) return;
      const dx = event.clientX - origin.x;
      const dy = event.clientY - origin.y;
      if (!horizontal.current) {
        // Decide once the gesture is clear: mostly sideways, or a scroll (then let it be).
        if (Math.abs(dx) < 8 && Math.abs(dy) < 8) return;
        if (Math.abs(dy) > Math.abs(dx)) {
          start.current = null;
          return;
        }
        horizontal.current = true;
        dragged.current = true;
      }
      const toward = Math.max(0, dx * sign);
      event.currentTarget.style.transition = 'none';
      event.currentTarget.style.transform = `translateX(${toward * sign}px)`;
    },
    onPointerUp(event: React.PointerEvent<T>) {
      const origin = start.current;
      const element = event.currentTarget;
      if (!origin || origin.id !== event.pointerId) return reset(element);
      const travelled = (event.clientX - origin.x) * sign;
      const swiped = horizontal.current && travelled > threshold;
      reset(element);
      if (swiped) onClose();
    },
    onPointerCancel(event: React.PointerEvent<T>) {
      reset(event.currentTarget);
    },
    onClickCapture(event: React.MouseEvent<T>) {
      if (!dragged.current) return;
      dragged.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}
