import type { SubmissionPayload } from './submission.ts';

/**
 * The submit payload after a routing step (spec section 7: route): the first form's payload, card data and amount
 * included, with the parameters the route asked for added; a routing field named like a first-form one replaces it
 * (the server asked for it again). Card fields never come from the routing form: its card data is ignored.
 */
export function withRoutingStep(first: SubmissionPayload, routing: SubmissionPayload): SubmissionPayload {
  return { ...first, parameters: { ...first.parameters, ...routing.parameters } };
}
