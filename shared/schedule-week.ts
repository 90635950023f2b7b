// The week view of a channel (contract "Programme metadata, fixed starts, week view, templates":
// GET live/program/week): Monday to Sunday around a day, each day with its entries, covered
// seconds, gaps and revision. Shared by the server route and the console's week screen.

/** An entry as the week view draws it. */
export interface WeekEntry {
  /** HH:mm:ss */
  startTime: string;
  endTime: string;
  liveProgramName: string;
  /** The display title when set. */
  programTitle?: string;
  /** 1: pinned to its start (固定开始). */
  fixedStart?: 1;
  /** 1 video file, 2 live channel. */
  liveProgramAddresstype: 1 | 2;
}

export interface WeekDay {
  /** yyyyMMdd */
  day: string;
  entries: WeekEntry[];
  /** Seconds covered by the day's entries. */
  seconds: number;
  /** Seconds not covered between 00:00:00 and the last end. */
  gaps: number;
  /** The day's revision (0: never saved). */
  revision: number;
}

export interface ProgrammeWeek {
  days: WeekDay[];
}
