import { useState } from 'react';
import { InkflowDocument, type InkflowDocumentProps } from '@inkflow/loader/react';

const params = new URLSearchParams(location.search);
// The Inkflow origin: filled into index.html by the server (a real site would hard-code it).
const origin = document.querySelector<HTMLMetaElement>('meta[name="inkflow-origin"]')?.content ?? location.origin;
const purple = { '--ink-color-primary': '#3a2e6e', '--ink-color-primary-hover': '#2a2052', '--ink-radius': '12px' } as const;

/**
 * A partner's React page: `<InkflowDocument>` for `?document=ID&token=TOKEN` (or
 * `?template=ID&token=TOKEN`), with buttons to unmount and remount it, switch the language and
 * the theme, and a log of the events it reports.
 */
export function App() {
  const [shown, setShown] = useState(true);
  const [language, setLanguage] = useState(params.get('language') ?? 'en');
  const [themed, setThemed] = useState(false);
  const [events, setEvents] = useState<string[]>([]);
  const log = (text: string) => setEvents((list) => [...list, text]);

  const token = params.get('token');
  const target: Pick<InkflowDocumentProps, 'documentId' | 'templateId'> | null = params.get('document')
    ? { documentId: params.get('document')! }
    : params.get('template')
      ? { templateId: params.get('template')! }
      : null;

  return (
    <>
      <header>
        <h1>Bike Club</h1>
      </header>
      <main>
        <p>Sign your membership below. The contract is shown by Inkflow through its React component.</p>
        <div className="toolbar">
          <button type="button" onClick={() => setShown((s) => !s)}>
            {shown ? 'Unmount contract' : 'Mount contract'}
          </button>
          <label>
            Language{' '}
            <select value={language} onChange={(e) => setLanguage(e.currentTarget.value)}>
              <option value="en">English</option>
              <option value="sv">Svenska</option>
              <option value="de">Deutsch</option>
            </select>
          </label>
          <button type="button" aria-pressed={themed} onClick={() => setThemed((t) => !t)}>
            Club colours
          </button>
        </div>
        {!target || !token ? (
          <p>Open this page with ?document=ID&amp;token=TOKEN from a guest link.</p>
        ) : (
          shown && (
            <InkflowDocument
              {...(target as { documentId: string })}
              guestToken={token}
              origin={origin}
              language={language}
              theme={themed ? purple : undefined}
              className="contract"
              onReady={(p) => log(`ready agreement ${p.agreementId}`)}
              onSigned={(p) => log(`signed agreement ${p.agreementId}`)}
              onDeclined={(p) => log(`declined agreement ${p.agreementId}`)}
              onError={(p) => log(`error ${p.code} ${p.message}`)}
            />
          )
        )}
        <h2>Events</h2>
        <ol id="events">
          {events.map((event, i) => (
            <li key={i}>{event}</li>
          ))}
        </ol>
      </main>
    </>
  );
}
