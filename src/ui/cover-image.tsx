// <CoverImage src className fallback />: a cover, or the tenant's default cover (the
// SystemMediaDefault setting, spec 001 §1, §3) wherever a cover is missing or fails to load;
// without either, the `fallback` (e.g. a type icon). usePoster(src) does the same for a video's poster.
import { useState, type ReactNode } from 'react';
import { useBranding } from './use-branding.js';

/** A video's poster: its own cover, else the tenant's default cover, else none. */
export function usePoster(src: string | null | undefined): string | undefined {
  const { defaultCover } = useBranding();
  return src || defaultCover || undefined;
}

export function CoverImage({ src, className, alt = '', fallback = null }: { src: string | null | undefined; className?: string; alt?: string; fallback?: ReactNode }) {
  const { defaultCover } = useBranding();
  // whether the own cover failed to load is view wiring
  const [broken, setBroken] = useState<string | null>(null);
  const own = src && src !== broken ? src : '';
  const url = own || defaultCover;
  if (!url) return <>{fallback}</>;
  return (
    <img
      className={className}
      src={url}
      alt={alt}
      loading="lazy"
      data-default-cover={own ? undefined : 'true'}
      onError={() => {
        if (own) setBroken(own);
      }}
    />
  );
}
