import type { ReactNode } from 'react';
import type { CompiledForm, FormValues } from '../../schemas/compiler/compiled-form.ts';
import { screenFlows } from '../flows/flows.ts';
import type { ScreenFlow } from '../flows/define-flow.ts';
import { CashierForm } from '../screens/method-form/cashier-form.tsx';
import type { FieldOverrides } from '../screens/method-form/field-overrides.ts';
import { usePayoutAccounts } from '../screens/method-form/use-payout-accounts.tsx';
import type { ContextChoice, PayoutAccountRules } from './form-context.ts';

interface PreviewFormProps {
  form: CompiledForm;
  context: ContextChoice;
  currency: { alpha3: string; precision: number };
  onChange: (values: FormValues) => void;
  onSubmit: () => void;
}

const NO_RULES: PayoutAccountRules = {};
const NO_OVERRIDES: FieldOverrides = {};
/** No card was picked on a card list before the playground's form: any group id finds none. */
const NO_GROUP = 0;

type PreviewProps = Omit<PreviewFormProps, 'context'> & { overrides: FieldOverrides; children?: ReactNode };

function Preview({ form, currency, onChange, onSubmit, overrides, children }: PreviewProps): ReactNode {
  return (
    <CashierForm form={form} overrides={overrides} currency={currency} submitting={false} submitLabel={() => 'Submit'} onChange={onChange} onSubmit={onSubmit}>
      {children}
    </CashierForm>
  );
}

/** A withdrawal's form as its screen shows it: the recording's account rules lock an account field with none saved. */
function PayoutPreview({ flow, context, ...props }: PreviewFormProps & { flow: ScreenFlow }): ReactNode {
  const payout = usePayoutAccounts(flow, NO_GROUP, props.form, context.accountRules ?? NO_RULES);
  return (
    <Preview {...props} form={payout.form} overrides={payout.overrides}>
      {payout.view}
    </Preview>
  );
}

/** The compiled form with what the cashier's screen adds for the flow (spec sections 2-4), as QA will see it. */
export function PreviewForm(props: PreviewFormProps): ReactNode {
  const flow = screenFlows.find((candidate) => candidate.type === props.context.flow);
  // Keyed by flow, as the screen is: the payout hooks belong to a component of their own.
  if (flow !== undefined && flow.payoutAccounts !== null) return <PayoutPreview key={flow.type} flow={flow} {...props} />;
  const { context: _context, ...plain } = props;
  return <Preview {...plain} overrides={NO_OVERRIDES} />;
}
