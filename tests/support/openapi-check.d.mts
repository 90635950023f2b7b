export interface AnswerCheck {
  problem?: string;
  errors?: unknown[];
}
export function openapiChecker(doc: unknown): (method: string, url: string, status: number, contentType: string, body: string) => AnswerCheck | undefined;
