// One reveal of the seller's contacts for the whole page: the seller card and the phone bar
// show the same answer, and a reveal is counted once whichever button asked. With the script
// the buttons call the API; the answer of a form posted before it ran is the starting state.
import { useState } from 'react';
import type { TSellerContact } from '../../../common/schemas/property.ts';
import {
  isRevealIntent,
  stateOfAnswer,
  type RevealAnswer,
  type RevealIntent,
  type RevealState,
} from './seller-reveal.ts';

export interface SellerReveal {
  /** The property whose seller this is (its taps are counted: count-tap.ts). */
  propertyId: number;
  state: RevealState;
  reveal(intent: RevealIntent): Promise<void>;
}

export function useSellerReveal(
  propertyId: number,
  posted: RevealAnswer | undefined,
): SellerReveal {
  const [state, setState] = useState<RevealState>(() => stateOfAnswer(posted));

  async function reveal(intent: RevealIntent) {
    setState({ status: 'loading', intent });
    try {
      const response = await fetch(`/api/properties/${propertyId}/mobile`, {
        method: 'POST',
        headers: { accept: 'application/json' },
      });
      if (response.status === 429) {
        setState({ status: 'error', intent, message: 'too_many' });
        return;
      }
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      setState({ status: 'done', intent, contact: (await response.json()) as TSellerContact });
    } catch {
      setState({ status: 'error', intent, message: 'error' });
    }
  }

  return { propertyId, state, reveal };
}

/**
 * The submit handler of a reveal form (`method="post"`: without the script it is posted to the
 * page's action): the submit is taken and the button's intent (its value) revealed through the API.
 */
export function revealFormProps(reveal: SellerReveal) {
  return {
    onSubmit(event: React.FormEvent<HTMLFormElement>) {
      event.preventDefault();
      const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
      const intent = submitter?.value;
      void reveal.reveal(isRevealIntent(intent) ? intent : 'show');
    },
  };
}
