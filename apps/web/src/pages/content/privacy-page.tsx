import { Link } from "react-router";
import { LegalPage, LegalSection } from "./legal-page.tsx";
import { useContentHead } from "./use-content-head.ts";

const link = "font-medium text-primary underline underline-offset-4";

export default function PrivacyPage() {
  useContentHead("privacy");
  return (
    <LegalPage
      title="Privacy notice"
      intro={
        <p>
          This notice says, in plain English, what Squish does with your information. The short version: your files stay
          on your device, and we keep only what an account needs.
        </p>
      }
    >
      <LegalSection id="files" title="Your files never leave your device">
        <p>
          Every tool reads and processes your images and PDFs in your own browser, using code that runs on your device.
          No file, and no part of one, is sent to us or to anyone else. This holds whether or not you are signed in, and
          the tools keep working offline.
        </p>
        <p>
          This is enforced, not just promised: the site's Content Security Policy only lets the page talk to our own
          server, and our automated browser tests run every tool and check that no request carries any part of a file.
        </p>
      </LegalSection>
      <LegalSection id="guests" title="If you use Squish without an account">
        <p>
          We keep nothing about what you do in the tools. Like any web server, ours sees your IP address when your
          browser asks for a page; we use it only to limit how many messages or sign-in attempts one address can send,
          and those counters are kept briefly.
        </p>
      </LegalSection>
      <LegalSection id="account" title="What we store for an account">
        <ul>
          <li>Your email address and your name.</li>
          <li>Your password, only as a salted hash: we cannot read it. Signing in with Google stores no password.</li>
          <li>
            Your sessions: when each was made and when it expires, with the IP address and browser it was made from, so
            you stay signed in.
          </li>
          <li>
            The IP addresses you have signed in from, so that a stranger's wrong guesses at your password do not lock
            you out.
          </li>
          <li>
            Your profile: full name and username, your plan, and the picture you choose, if you do: a 128-pixel copy
            made on your device, the only picture of yours we keep.
          </li>
          <li>Your saved settings: default quality, format, theme, auto-download and email preferences.</li>
          <li>
            Activity records when you use a tool while signed in: the file's name, its size before and after, the saving
            and the tool. Never the file itself. Your totals on the dashboard are made from these.
          </li>
          <li>Your pinned tools and your saved watermark templates.</li>
          <li>
            Messages you send through the contact form and tool requests, with the email address you give (for a tool
            request sent while signed in without one, your account's).
          </li>
        </ul>
        <p>We do not sell or share any of it, and there are no adverts, analytics services or third-party trackers.</p>
      </LegalSection>
      <LegalSection id="emails" title="The emails we send">
        <p>Only emails about your account:</p>
        <ul>
          <li>A link to confirm your email address when you sign up.</li>
          <li>A link to reset your password when you ask for one.</li>
          <li>A note when someone tries to sign up with an address that already has an account.</li>
        </ul>
        <p>We answer contact messages by email. We send no newsletters or marketing.</p>
      </LegalSection>
      <LegalSection id="cookies" title="Cookies">
        <p>
          Squish uses cookies only to keep you signed in. Your light or dark theme is remembered in your browser's local
          storage.
        </p>
      </LegalSection>
      <LegalSection id="your-data" title="Export or delete your data">
        <p>
          Sign in and open{" "}
          <Link to="/settings" className={link}>
            Settings
          </Link>{" "}
          &gt; Privacy. <strong className="text-foreground">Download My Data</strong> gives you your profile, settings,
          stats and activity as a JSON file. <strong className="text-foreground">Delete Account</strong> asks you to
          confirm with your password (or by typing your email) and then deletes your account and everything tied to it,
          including messages and tool requests sent from your address.
        </p>
      </LegalSection>
      <LegalSection id="questions" title="Questions">
        <p>
          Write to us through the{" "}
          <Link to="/contact" className={link}>
            contact page
          </Link>
          . If we change this notice, we will change the date at the top.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
