import { Link } from "react-router";
import { LegalPage, LegalSection } from "./legal-page.tsx";
import { useContentHead } from "./use-content-head.ts";

const link = "font-medium text-primary underline underline-offset-4";

export default function TermsPage() {
  useContentHead("terms");
  return (
    <LegalPage
      title="Terms of use"
      intro={<p>These terms apply when you use Squish. They are short and written in plain English.</p>}
    >
      <LegalSection id="service" title="The service">
        <p>
          Squish offers free image tools that run in your browser, and optional accounts. There is no charge, and no
          paid plan: the Pro label is set by an administrator and cannot be bought.
        </p>
      </LegalSection>
      <LegalSection id="your-files" title="Your files are yours">
        <p>
          Your files are processed on your device and are never uploaded, so we never receive, own or licence them. You
          are responsible for having the right to edit the images you use, and for keeping your originals.
        </p>
      </LegalSection>
      <LegalSection id="accounts" title="Accounts">
        <ul>
          <li>Give a real email address and keep your password to yourself.</li>
          <li>One person per account. You can delete yours at any time in Settings &gt; Privacy.</li>
          <li>We may disable an account that is used to abuse the service or other people.</li>
        </ul>
      </LegalSection>
      <LegalSection id="fair-use" title="Fair use">
        <p>
          Do not try to break, overload or get around the limits of the site, and do not use the contact or tool request
          forms to send spam. Both forms accept a few messages per address in a short time.
        </p>
      </LegalSection>
      <LegalSection id="software" title="Free software">
        <p>
          Squish is free software under the GNU Affero General Public License, version 3 or later. Its source code and
          the licences of the components it ships are listed on the{" "}
          <Link to="/licenses" className={link}>
            licences page
          </Link>
          .
        </p>
      </LegalSection>
      <LegalSection id="no-warranty" title="No warranty">
        <p>
          Squish is provided as it is, without any warranty. We work hard to make its results correct and to keep the
          site running, but we cannot promise that it will always be available or free of mistakes, and we are not
          liable for losses from using it, as far as the law allows.
        </p>
      </LegalSection>
      <LegalSection id="privacy" title="Privacy">
        <p>
          What we store and why is in the{" "}
          <Link to="/privacy" className={link}>
            privacy notice
          </Link>
          .
        </p>
      </LegalSection>
      <LegalSection id="changes" title="Changes and questions">
        <p>
          If these terms change, the date at the top changes with them. Questions are welcome through the{" "}
          <Link to="/contact" className={link}>
            contact page
          </Link>
          .
        </p>
      </LegalSection>
    </LegalPage>
  );
}
