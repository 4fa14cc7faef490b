import type { DeletionDetails } from '@pixel/contract';
import type { Db } from '../../db/client.ts';
import type { CappedMailer } from '../../providers/mail/mailer.ts';
import type { PaymentProvider } from '../../providers/payments/payment-provider.ts';
import type { AuthRepository } from './auth.repository.ts';
import type { PasswordGuard } from './password-guard.ts';

/** What accounts and signing in are built from: the service and each of its parts take it. */
export interface AuthServiceDeps {
  db: Db;
  repository: AuthRepository;
  /** Every mail here can be caused by anyone who types an address: capped per address (0072). */
  mailer: CappedMailer;
  paymentProvider: PaymentProvider;
  publicUrl: string;
  secret: string;
  log: { error(obj: object, msg: string): void };
  /** The app's clock: links expire and resends wait by it. */
  now?: () => Date;
  /** Whether the server answers at /{segment} itself (a route, a file of the web app). */
  servedAtRoot?: (segment: string) => boolean;
  /** The account's deletion waiting for its date (decision 0096), or null. */
  pendingDeletion?: (userId: string) => Promise<DeletionDetails>;
  /** Wrong passwords counted per email address, whatever the network address (decision 0122). */
  passwordGuard: PasswordGuard;
}
