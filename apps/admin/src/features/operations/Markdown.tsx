// The documents' preview: the trader app's own renderer (@p2p/markdown), so an operator sees what traders
// will read; headings at their own level, every link in a new tab (the console is another site).
import { Markdown as DocumentMarkdown, parseBlocks } from '@p2p/markdown';

export { safeHref } from '@p2p/markdown';

/** The blocks of a Markdown text. */
export const markdownBlocks = parseBlocks;

export function Markdown({ source, testId }: { source: string; testId?: string }) {
  return <DocumentMarkdown source={source} testId={testId} className="ops-markdown" sitePathsInNewTab />;
}
