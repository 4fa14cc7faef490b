import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { supportEmail } from '@pixel/contract';
import { Article } from '@/components/ui/article';
import { formatMoney } from '@/lib/money';
import { legalUpdated } from './legal-updated';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useTranslation } from '../texts';
import { InEnglishNote } from './in-english-note';

export function TermsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('legal.terms'));
  return (
    <Article title={t('legal.terms')} eyebrow={t('legal.eyebrow')} updated={legalUpdated}>
      <InEnglishNote />
      <div lang="en">
        <p>
          These Terms and Conditions govern your use of PIXEL, a platform where supporters send gifts to
          creators and buy their photo content. By creating an account or using PIXEL you agree to these
          terms. If you do not agree, please do not use PIXEL.
        </p>

        <h2>1. Your account</h2>
        <ul>
          <li>
            You must be at least 18 years old, or have the consent of a parent or guardian, to use PIXEL.
          </li>
          <li>
            Give accurate information when you sign up and keep your password secret. You are responsible for
            everything done with your account.
          </li>
          <li>
            Your page address (pixel.ph/your-page) must not imitate another person or brand. We may reclaim an
            address that misleads others.
          </li>
        </ul>

        <h2>2. Creators and content</h2>
        <ul>
          <li>
            You keep ownership of the photos and text you publish. You give PIXEL a licence to host, display
            and deliver them to the people you choose, including supporters who paid for them.
          </li>
          <li>
            Publish only content you have the right to share. Content that is illegal, sexual content
            involving minors, hateful, violent, or that infringes someone else&apos;s rights is not allowed
            and will be removed.
          </li>
          <li>When you delete a paid photo, supporters who bought it keep access to it for 15 days.</li>
        </ul>

        <h2>3. Gifts and purchases</h2>
        <ul>
          <li>
            Amounts are in Philippine pesos (PHP). Payments are processed by our e-payment partners; PIXEL
            does not store your card details.
          </li>
          <li>
            Gifts are voluntary support for a creator and are not payment for goods or services. Gifts and
            purchases are final unless the law requires a refund.
          </li>
          <li>
            A gift may show your page name and message publicly, unless you choose to send it anonymously.
          </li>
        </ul>

        <h2>4. Earnings and payouts</h2>
        <ul>
          <li>
            Payments made on the web are added to your available balance at once. Payments made in the mobile
            app are held as pending balance and added to your available balance on the 15th of each month.
          </li>
          <li>
            Direct e-payment payouts are free. Standard payouts to a bank account cost {formatMoney(15)} each
            and are limited to {formatMoney(5000)} per calendar month.{' '}
            <Anchor
              component={Link}
              to="/help/why-cant-i-withdraw-all-my-pixel-earnings?category=payouts-and-fees"
            >
              Learn more about payout limits
            </Anchor>
            .
          </li>
          <li>
            Every payout is confirmed with a one-time code sent to your mobile number. Only one bank account
            is active at a time; to change or remove it, contact support.
          </li>
          <li>You are responsible for any taxes due on your earnings.</li>
        </ul>

        <h2>5. Deactivation and termination</h2>
        <p>
          You may deactivate your account at any time and reactivate it by logging in again. We may suspend or
          close an account that breaks these terms, commits fraud, or puts other users at risk. Earnings that
          are not linked to a violation remain yours to withdraw.
        </p>

        <h2>6. Liability</h2>
        <p>
          PIXEL is provided as it is. To the extent the law allows, we are not liable for indirect losses, or
          for interruptions caused by our payment partners, banks or networks. Nothing in these terms limits
          rights you have under Philippine consumer law.
        </p>

        <h2>7. Changes and governing law</h2>
        <p>
          We will tell you about important changes to these terms before they apply. These terms are governed
          by the laws of the Republic of the Philippines.
        </p>

        <h2>8. Contact</h2>
        <p>
          Questions? Write to us at <Anchor href={`mailto:${supportEmail}`}>{supportEmail}</Anchor>. See also
          our{' '}
          <Anchor component={Link} to="/legal/privacy-notice">
            Privacy Notice
          </Anchor>
          .
        </p>
      </div>
    </Article>
  );
}
