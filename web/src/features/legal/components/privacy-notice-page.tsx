import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { supportEmail } from '@pixel/contract';
import { Article } from '@/components/ui/article';
import { legalUpdated } from './legal-updated';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useTranslation } from '../texts';
import { InEnglishNote } from './in-english-note';

export function PrivacyNoticePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('legal.privacy'));
  return (
    <Article title={t('legal.privacy')} eyebrow={t('legal.eyebrow')} updated={legalUpdated}>
      <InEnglishNote />
      <div lang="en">
        <p>
          PIXEL respects your privacy and processes personal data in line with the Data Privacy Act of 2012
          (Republic Act No. 10173) and the rules of the National Privacy Commission. This notice explains what
          we collect, why, and the choices you have.
        </p>

        <h2>What we collect</h2>
        <ul>
          <li>
            Account details: your email address, password (stored only as a secure hash), page address and
            page name.
          </li>
          <li>Profile content you add: avatar, cover photo, bio, posts, questions and goals.</li>
          <li>
            Payment and payout details: gifts and purchases you make or receive, the e-payment or bank account
            you add for payouts, and your mobile number for one-time codes.
          </li>
          <li>Technical data: device and browser information, and logs that keep the service secure.</li>
        </ul>

        <h2>Why we use it</h2>
        <ul>
          <li>To run your account and your public page, and to deliver the content supporters pay for.</li>
          <li>To process gifts, purchases and payouts, and to prevent fraud and abuse.</li>
          <li>To send you messages about your account, such as verification emails and one-time codes.</li>
          <li>To meet our legal obligations, including tax and anti-money-laundering rules.</li>
        </ul>

        <h2>Who we share it with</h2>
        <p>
          We share only what is needed with our payment and payout partners, email and SMS providers, and
          hosting providers, each bound to protect your data. We never sell your personal data. We disclose
          data to authorities only when the law requires it.
        </p>

        <h2>How long we keep it</h2>
        <p>
          We keep your data while your account is open, and afterwards only as long as the law requires (for
          example, transaction records for tax purposes).
        </p>

        <h2>Your rights</h2>
        <p>
          You have the right to be informed, to access, correct and erase your personal data, to object to its
          processing, to data portability, and to file a complaint with the National Privacy Commission. To
          use these rights, contact our Data Protection Officer at{' '}
          <Anchor href={`mailto:${supportEmail}`}>{supportEmail}</Anchor>.
        </p>

        <h2>Security</h2>
        <p>
          Passwords are hashed, connections are encrypted, and payouts need a one-time code. No system is
          perfectly secure, so please keep your password private and tell us at once if you suspect misuse of
          your account.
        </p>

        <p>
          See also our{' '}
          <Anchor component={Link} to="/legal/terms-and-conditions">
            Terms and Conditions
          </Anchor>
          .
        </p>
      </div>
    </Article>
  );
}
