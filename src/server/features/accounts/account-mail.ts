/** The mail with a sign-in code (decision 095). */
import { SIGN_IN_CODE_MINUTES } from "@domain/accounts";
import { renderMail } from "../../mail/layout";
import type { OutgoingMail } from "../../mail/outbox";

export function signInCodeMail(email: string, code: string): OutgoingMail {
  const { text, html } = renderMail({
    preheader: `Your Bean & Bhūmi sign-in code: ${code}`,
    heading: `Your code: ${code}`,
    blocks: [
      {
        kind: "paragraph",
        text: `Enter this code on our website to sign in and see your orders. It works once, for ${SIGN_IN_CODE_MINUTES} minutes.`,
      },
      { kind: "note", text: "If you didn't ask to sign in, ignore this mail: nobody signs in without the code." },
    ],
  });
  return { to: email, subject: "Your sign-in code — Bean & Bhūmi", text, html, template: "account-sign-in-code" };
}
