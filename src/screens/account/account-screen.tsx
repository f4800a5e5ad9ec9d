import type { ReactNode } from 'react';
import type { AccountPage } from '../../app/route-table.ts';
import { useReady } from '../../embedding/once-notices.ts';
import { AccountBlockedScreen } from './account-blocked-screen.tsx';
import { AccountStatusScreen } from './account-status-screen.tsx';
import { CardsScreen } from './cards-screen.tsx';
import { SupportScreen } from './support-screen.tsx';
import './account.css';

interface AccountScreenProps {
  page: AccountPage;
  sessionId: string;
}

/** The account-management pages (spec section 2), one lazy chunk: none of them is on a payment's first path. */
export default function AccountScreen({ page, sessionId }: AccountScreenProps): ReactNode {
  useReady();
  switch (page) {
    case 'blocked':
      return <AccountBlockedScreen />;
    case 'status':
      return <AccountStatusScreen sessionId={sessionId} shown={null} />;
    case 'statusSuccess':
      return <AccountStatusScreen sessionId={sessionId} shown="success" />;
    case 'statusError':
      return <AccountStatusScreen sessionId={sessionId} shown="error" />;
    case 'support':
      return <SupportScreen />;
    case 'cards':
      return <CardsScreen sessionId={sessionId} />;
    default: {
      const unknown: never = page;
      return unknown;
    }
  }
}
