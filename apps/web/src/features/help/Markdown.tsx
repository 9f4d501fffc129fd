// The documents' Markdown (@p2p/markdown) as the trader app shows it: headings one level under the page's
// own title, the site's paths opened in place.
import { Markdown as DocumentMarkdown } from '@p2p/markdown';

export { parseBlocks } from '@p2p/markdown';

/** `skipHeading`: a first heading with this text is left out (the page shows the title already). */
export function Markdown({ source, skipHeading }: { source: string; skipHeading?: string }) {
  return <DocumentMarkdown source={source} skipHeading={skipHeading} className="markdown" headingShift={1} />;
}
