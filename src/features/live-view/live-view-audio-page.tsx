// /liveViewAudio: the live view for a radio channel (an audio player).
import { LiveView } from './live-view-page.js';

export default function LiveViewAudioPage() {
  return <LiveView audio />;
}
