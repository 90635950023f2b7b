// An HTML5 player for a live channel's play address: <video> or <audio>, with hls.js when the
// address is HLS and the browser cannot play HLS itself.
import { makeStyles } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';

const useStyles = makeStyles({
  video: { width: '100%', aspectRatio: '16 / 9', backgroundColor: '#000', borderRadius: '8px', display: 'block' },
  audio: { width: '100%' },
});

export const isHls = (url: string) => /\.m3u8(\?|#|$)/i.test(url);

export function LivePlayer({ src, audio = false, label }: { src: string; audio?: boolean; label: string }) {
  const styles = useStyles();
  const ref = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  useEffect(() => {
    const media = ref.current;
    if (!media || !src) return;
    if (!isHls(src) || media.canPlayType('application/vnd.apple.mpegurl')) {
      media.src = src;
      return () => {
        media.removeAttribute('src');
        media.load();
      };
    }
    let destroyed = false;
    let hls: { destroy(): void } | null = null;
    void import('hls.js').then(({ default: Hls }) => {
      if (destroyed || !Hls.isSupported()) return;
      const h = new Hls({ liveDurationInfinity: true });
      h.loadSource(src);
      h.attachMedia(media);
      hls = h;
    });
    return () => {
      destroyed = true;
      hls?.destroy();
    };
  }, [src]);
  return audio ? (
    <audio ref={ref} className={styles.audio} controls aria-label={label} data-testid="live-player" />
  ) : (
    <video ref={ref} className={styles.video} controls muted playsInline aria-label={label} data-testid="live-player" />
  );
}
