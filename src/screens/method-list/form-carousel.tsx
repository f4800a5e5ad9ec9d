import { useMemo, useRef, type ReactNode } from 'react';
import { isMethodEnabled } from '../../../schemas/methods/classify-methods.ts';
import { availableOnDevice } from '../../../schemas/methods/native-pay.ts';
import type { PayGroup } from '../../../schemas/server/v1/types.ts';
import { useMethods } from '../../api/methods.ts';
import type { ScreenFlow } from '../../flows/define-flow.ts';
import { translate } from '../../i18n/method-list.ts';
import { chooseInCarousel, switchCarouselOff, useCarousel } from '../../store/carousel-store.ts';
import { sessionStore, useDevice, useTextDirection } from '../../store/session-store.ts';
import { carouselItems, MethodCarousel } from './lazy-carousel.tsx';
import { amountInProgress, chosenQuickMethod, quickMethods } from './quick-methods.ts';
import { useOpenMethod } from './use-open-method.ts';
import { withWagerLock } from './wager-lock.ts';

interface FormCarouselProps {
  sessionId: string;
  flow: ScreenFlow;
  /** The method whose form the address shows. */
  provider: string;
  /** A later step of that form (the routing step) shows no carousel. */
  formStep: string | undefined;
  /** The method's form. */
  children: ReactNode;
}

/** The carousel's methods when it is on and chose the method at the address; none otherwise. */
function useQuickChoice(sessionId: string, flow: ScreenFlow, provider: string): PayGroup[] {
  const { data } = useMethods(sessionId, flow.api);
  const device = useDevice();
  const { switchedOff, chosenId } = useCarousel();
  if (data === undefined) return [];
  const now = new Date();
  const context = { ...data.payload, amount: amountInProgress(sessionId) };
  const shown = withWagerLock(
    data.methods.filter((method) => availableOnDevice(method, device)),
    data.payload.view_data,
    flow,
    sessionStore.brandId,
  );
  const quick = quickMethods(shown, (method) => isMethodEnabled(method, now, context), switchedOff);
  return chosenQuickMethod(quick, chosenId)?.short_name === provider ? quick : [];
}

/**
 * A method's form with the carousel over it while the carousel has that method chosen (auto-redirect rule 5 opened
 * its first method, or the user chose it there). Another quick choice opens its form in place. The carousel has no
 * buttons of its own there: the form's submit is the carousel's submit, and the form's link to the list ("All
 * methods") its All methods, which switches the carousel off (spec section 2: view, method click, all methods,
 * submit). The form keeps its place in the tree whether the carousel shows or not, so nothing typed is lost.
 */
export function FormCarousel({ sessionId, flow, provider, formStep, children }: FormCarouselProps): ReactNode {
  const quick = useQuickChoice(sessionId, flow, provider);
  const open = useOpenMethod(sessionId, flow);
  const dir = useTextDirection();
  const frame = useRef<HTMLDivElement>(null);
  const form = useMemo(() => ({ frame, listPath: flow.routes.list, onAllMethods: () => switchCarouselOff(true) }), [flow]);
  const chosen = formStep === undefined ? quick.find((method) => method.short_name === provider) : undefined;
  return (
    <>
      {chosen !== undefined && (
        <MethodCarousel
          items={carouselItems(quick, dir)}
          chosenId={chosen.id}
          title={translate('APP.CAROUSEL.TITLE')}
          buttons={null}
          form={form}
          onChoose={(id) => {
            const method = quick.find((candidate) => candidate.id === id);
            if (method === undefined) return;
            chooseInCarousel(id);
            open(method, true);
          }}
        />
      )}
      <div ref={frame}>{children}</div>
    </>
  );
}
