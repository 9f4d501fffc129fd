// The QR code picture of a p2pwallet:// URL, drawn with the qrcode package (a PNG data URL; an SVG one
// where the page has no canvas).
import { toDataURL, toString } from 'qrcode';
import { useEffect, useState } from 'react';

const OPTIONS = {
  errorCorrectionLevel: 'M' as const,
  margin: 1,
  width: 480,
  color: { dark: '#151a26', light: '#ffffff' },
};

export async function qrImageUrl(text: string): Promise<string> {
  try {
    return await toDataURL(text, OPTIONS);
  } catch {
    const svg = await toString(text, { ...OPTIONS, type: 'svg' });
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  }
}

export function useQrImage(text: string | null): string | null {
  const [image, setImage] = useState<{ text: string; url: string } | null>(null);
  useEffect(() => {
    if (!text) return undefined;
    let live = true;
    void qrImageUrl(text).then((url) => {
      if (live) setImage({ text, url });
    });
    return () => {
      live = false;
    };
  }, [text]);
  return image && image.text === text ? image.url : null;
}
