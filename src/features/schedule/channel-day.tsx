// The channel and day a programme screen (the editor, the week view) was opened on: its address
// names them as ?liveTvId=&day=YYYYMMDD. Without a channel the screen offers the way back to the
// channel list instead.
import { Text } from '@fluentui/react-components';
import { Fragment, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { isDay } from '../../../shared/time.js';
import { scheduleText as t } from './messages.js';
import { TV_LIST_PATH } from './paths.js';

/**
 * Renders `screen` for the channel and day of the address (day null: none or not a day), keyed
 * by both so another channel or day starts the screen afresh; without a channel, the way back.
 */
export function ChannelDayScreen({ screen }: { screen: (liveTvId: number, day: string | null) => ReactNode }) {
  const [params] = useSearchParams();
  const liveTvId = Number(params.get('liveTvId'));
  if (!Number.isInteger(liveTvId) || liveTvId <= 0) {
    return (
      <Text>
        <Link to={TV_LIST_PATH}>{t.back}</Link>
      </Text>
    );
  }
  const asked = params.get('day') ?? '';
  return <Fragment key={`${liveTvId}:${asked}`}>{screen(liveTvId, isDay(asked) ? asked : null)}</Fragment>;
}
