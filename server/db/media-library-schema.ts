// File tags, the media URL signing key, live servers and live channels (passageways).
import type { Generated } from 'kysely';

export interface FileTagTable {
  id: Generated<number>;
  tenant_id: number;
  name: string;
  /** 1: pinned to the top of the tag list. */
  top: number;
  created_at: number;
}

export interface MediaKeyTable {
  id: number;
  secret: string;
  created_at: number;
}

export interface LiveServerTable {
  id: Generated<number>;
  tenant_id: number;
  name: string;
  host: string;
  rtmp_port: number;
  http_port: number;
  /** Channel ports are handed out from this range (recommendPort). */
  port_min: number;
  port_max: number;
  max_channels: number;
  created_at: number;
}

/** type 0 push (encoder pushes RTMP; state 0 idle, 1 assigned, 2 live), type 1 pull (state 0 stopped, 1 pulling). */
export interface LivePassagewayTable {
  id: Generated<number>;
  tenant_id: number;
  server_id: number;
  name: string;
  type: number;
  state: number;
  port: number;
  stream_key: string;
  pull_url: string;
  equipment: string;
  description: string;
  created_at: number;
  updated_at: number;
}

declare module './schema.js' {
  interface Database {
    file_tags: FileTagTable;
    media_keys: MediaKeyTable;
    live_servers: LiveServerTable;
    live_passageways: LivePassagewayTable;
  }
}
