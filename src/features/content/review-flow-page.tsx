// 审核流程 ('content/review-flow', /contentProduction/reviewFlow): each content type's review
// chain (三审): 1 to 3 levels, each with a name and the roles whose holders review at it. Runs
// the reviewFlowSettings chart; the server checks the chain again when it is saved.
import { Button, Checkbox, Field, Input, makeStyles, MessageBar, MessageBarBody, Spinner, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { CONTENT_TYPES } from '../../../shared/content.js';
import { REVIEW_CHAIN_LIMITS } from '../../../shared/review-chain.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { flowMessages as f } from './messages.js';
import { ErrorBar } from '../../ui/error-bar.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '16px', maxWidth: '920px' },
  help: { color: tokens.colorNeutralForeground3 },
  level: { border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: '8px', padding: '12px 16px', display: 'flex', flexDirection: 'column', gap: '8px', backgroundColor: tokens.colorNeutralBackground1 },
  head: { display: 'flex', gap: '12px', alignItems: 'flex-end' },
  roles: { display: 'flex', flexWrap: 'wrap', columnGap: '12px' },
  bar: { display: 'flex', gap: '8px', alignItems: 'center' },
});

export default function ReviewFlowPage() {
  const styles = useStyles();
  const settings = useActorRef(useLogic('reviewFlowSettings'), { input: { type: CONTENT_TYPES[0]!.type }, inspect: useInspect() });
  const snap = useSelector(settings, (s) => s);
  const { levels, roles, type, error, dirty } = snap.context;
  const saving = snap.matches('saving');
  const editable = snap.matches('editing');
  return (
    <div className={styles.page}>
      <Text as="h2" size={600} weight="semibold">
        {f.title}
      </Text>
      <Text className={styles.help}>{f.help}</Text>
      <TabList selectedValue={String(type)} onTabSelect={(_, d) => settings.send({ type: 'type.pick', flowType: Number(d.value) })} aria-label={f.types}>
        {CONTENT_TYPES.map((t) => (
          <Tab key={t.type} value={String(t.type)} disabled={!editable}>
            {t.name}
          </Tab>
        ))}
      </TabList>
      {snap.matches('loading') ? <Spinner label={f.loading} /> : null}
      {snap.matches('failed') ? (
        <MessageBar intent="error">
          <MessageBarBody>
            {error} <Button size="small" onClick={() => settings.send({ type: 'flow.reload' })}>{f.reload}</Button>
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {editable || saving ? (
        <>
          {levels.map((l, i) => (
            <section key={i} className={styles.level} aria-label={f.levelTitle(i + 1)} data-testid={`flow-level-${i + 1}`}>
              <div className={styles.head}>
                <Field label={f.levelName(i + 1)} required>
                  <Input value={l.name} maxLength={REVIEW_CHAIN_LIMITS.nameMax} disabled={!editable} onChange={(_, d) => settings.send({ type: 'level.rename', index: i, name: d.value })} />
                </Field>
                <Button
                  icon={<DeleteRegular />}
                  disabled={!editable || levels.length <= REVIEW_CHAIN_LIMITS.levelsMin}
                  onClick={() => settings.send({ type: 'level.remove', index: i })}
                >
                  {f.remove}
                </Button>
              </div>
              <fieldset style={{ border: 'none', margin: 0, padding: 0 }}>
                <legend>{f.roles}</legend>
                <div className={styles.roles}>
                  {roles.map((r) => (
                    <Checkbox
                      key={r.id}
                      label={r.name}
                      disabled={!editable}
                      checked={l.roleIds.includes(r.id)}
                      onChange={(_, d) =>
                        settings.send({ type: 'level.roles', index: i, roleIds: d.checked ? [...l.roleIds, r.id] : l.roleIds.filter((x) => x !== r.id) })
                      }
                    />
                  ))}
                </div>
              </fieldset>
              {l.roleIds.length === 0 ? <Text className={styles.help}>{f.anyReviewer}</Text> : null}
            </section>
          ))}
          <ErrorBar text={error} />
          <div className={styles.bar}>
            <Button icon={<AddRegular />} disabled={!editable || levels.length >= REVIEW_CHAIN_LIMITS.levelsMax} onClick={() => settings.send({ type: 'level.add' })}>
              {f.add}
            </Button>
            <Button appearance="primary" disabled={!editable || !dirty} onClick={() => settings.send({ type: 'flow.save' })}>
              {saving ? <Spinner size="extra-tiny" /> : f.save}
            </Button>
          </div>
        </>
      ) : null}
    </div>
  );
}
