import type { FlowType } from '../../schemas/server/v1/types.ts';
import { checkout } from './checkout.ts';
import type { FlowDefinition, ScreenFlow } from './define-flow.ts';
import { deposit } from './deposit.ts';
import { routing } from './routing.ts';
import { withdrawal } from './withdrawal.ts';

/** Every flow type of the spec, by name: adding a flow is one definition file, one line here, and its texts. */
export const flows = { deposit, withdrawal, checkout, routing } as const satisfies Readonly<Record<FlowType, FlowDefinition>>;

/** The flows with screens of their own, in the order their routes are matched. */
export const screenFlows: readonly ScreenFlow[] = [deposit, withdrawal, checkout];
