import { Fragment } from 'react';
import { easyLines } from '@/lib/glossary/easy-lines';
import { useGlossary } from '@/lib/glossary/glossary';
import { useReading } from '@/lib/reading';
import { GlossaryTerm } from './GlossaryTerm';

/**
 * A text as the page's reading wants it: in the standard reading as it is; in easy reading one
 * sentence per line, compounds never broken at their hyphen, and the glossary's hard words marked
 * (each explains itself on tap, focus or hover). The text content stays the text itself.
 */
export function EasyText({ text }: { text: string }) {
  const easy = useReading() === 'easy';
  const glossary = useGlossary();
  if (!easy) return text;
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
