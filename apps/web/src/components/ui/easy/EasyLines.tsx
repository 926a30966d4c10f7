import { Fragment } from 'react';
import { easyLines, type GlossaryEntry } from '@/lib/easy-reading/easy-lines';
import { GlossaryTerm } from './GlossaryTerm';
import './EasyLines.css';

/**
 * An easy text laid out: one sentence per line, compounds never broken at their hyphen, the
 * glossary's hard words marked. The text content stays the text itself.
 */
export function EasyLines({
  text,
  glossary,
}: {
  text: string;
  glossary: readonly GlossaryEntry[];
}) {
  return easyLines(text, glossary).map((pieces, line) => (
    <Fragment key={line}>
      {line > 0 && ' '}
      <span className="easy-line">
        {pieces.map((piece, index) =>
          piece.kind === 'text' ? (
            piece.text
          ) : piece.kind === 'compound' ? (
            <span key={index} className="easy-compound">
              {piece.text}
            </span>
          ) : (
            <GlossaryTerm key={index} word={piece.text} entry={piece.entry} />
          ),
        )}
      </span>
    </Fragment>
  ));
}
