import { useMemo } from 'react';
import { encode } from 'uqr';
import { usePrinted } from './use-printed';
import './QrCode.css';

/** A text's QR code as one SVG path of its dark modules, worked out in the browser. */
function drawQrCode(text: string) {
  const { data, size } = encode(text, { ecc: 'M', border: 2 });
  let path = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return { path, size };
}

function QrPicture({ drawing, label }: { drawing: ReturnType<typeof drawQrCode>; label: string }) {
  return (
    <svg
      className="qr-code"
      viewBox={`0 0 ${drawing.size} ${drawing.size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={drawing.size} height={drawing.size} fill="#fff" />
      <path d={drawing.path} fill="#000" />
    </svg>
  );
}

/** A QR code of a text, drawn as one SVG path (no third-party service). */
export function QrCode({ text, label }: { text: string; label: string }) {
  const drawing = useMemo(() => drawQrCode(text), [text]);
  return <QrPicture drawing={drawing} label={label} />;
}

/**
 * A QR code that only paper shows, drawn when the page is printed. Drawn on every visit, it took
 * one uninterruptible task of 60 ms on a phone (4× slower CPU) for a sheet hardly anyone prints.
 */
export function QrCodeWhenPrinted({ text, label }: { text: string; label: string }) {
  return usePrinted() ? <QrCode text={text} label={label} /> : null;
}
