// Rules the server checks in code (a refine) stated in the OpenAPI document as JSON Schema, so a
// client or a fuzzer generated from the document expects the answers the server gives. Attached
// here, on the server, rather than in the shared schemas: the pages' JavaScript has no use for them.
import { z } from 'zod';
import { ALGERIAN_PHONE_PATTERN } from '../../common/phone-pattern.ts';
import { ZOptionalAlgerianPhoneSchema } from '../../common/schemas/primitives.ts';
import { ZVisitPhoneSchema } from '../../common/schemas/visits.ts';

let stated = false;

export function stateCodedRulesInDocument(): void {
  if (stated) return;
  stated = true;
  // A blank text clears an optional number.
  z.globalRegistry.add(ZOptionalAlgerianPhoneSchema, {
    pattern: `^\\s*$|${ALGERIAN_PHONE_PATTERN}`,
    maxLength: 40,
  });
  z.globalRegistry.add(ZVisitPhoneSchema, {
    type: 'string',
    pattern: ALGERIAN_PHONE_PATTERN,
    maxLength: 40,
  });
}
