// The 问政 and collaborative-task calls (shared/qa-tasks.ts lists them). One function per call.
import type { Paged } from '../../../shared/api.js';
import type { CollabTask, NewTask, PoliticsUnit, Question, QuestionPageQuery, TaskPageQuery, UserChoice } from '../../../shared/qa-tasks.js';
import { get, postJson } from '../http.js';

const P = '/api/politics';
const T = '/api/web-operate/collaborative/task';

export const getUnits = () => get<PoliticsUnit[]>(`${P}/unit/list`);
export const getUnitUsers = () => get<UserChoice[]>(`${P}/unit/users`);
export const saveUnit = (body: { id?: number; name: string }) => postJson<{ id: number }>(`${P}/unit/save`, body);
export const deleteUnit = (id: number) => postJson<null>(`${P}/unit/delete`, { id });
export const bindUsers = (unitId: number, userIds: number[]) => postJson<null>(`${P}/unit/bindUsers`, { unitId, userIds });
export const findBindUsers = (unitId: number) => postJson<UserChoice[]>(`${P}/unit/findBindUsers`, { unitId });

export const getQuestions = (q: QuestionPageQuery) => get<Paged<Question>>(`${P}/question/page`, q);
export const getMyQuestions = (q: QuestionPageQuery) => get<Paged<Question>>(`${P}/answer/page`, q);
export const assignQuestion = (id: number, unitId: number) => postJson<null>(`${P}/question/assign`, { id, unitId });
export const publishQuestion = (id: number, published: 0 | 1) => postJson<null>(`${P}/question/publish`, { id, published });
export const deleteQuestions = (ids: number[]) => postJson<null>(`${P}/question/delete`, { ids });
export const answerQuestion = (id: number, answer: string) => postJson<null>(`${P}/answer`, { id, answer });

export const getTasks = (q: TaskPageQuery) => get<Paged<CollabTask>>(`${T}/page`, q);
export const getTaskUsers = () => get<UserChoice[]>(`${T}/users`);
export const createTask = (body: NewTask) => postJson<{ id: number }>(`${T}/create`, body);
export const taskStep = (kind: 'accept' | 'refuse' | 'finish' | 'delete', id: number) => postJson<null>(`${T}/${kind}`, { id });
