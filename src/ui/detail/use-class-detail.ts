import { useEffect, useState } from 'react';
import type { ClassDetail } from '../../schemas/detail';
import { ApiError } from '../../services/http/api-error';
import { fetchClassDetail, type ClassDetailQuery } from './detail-api';

/** The class page's data, or why there is none: the server refused (403) or knows no such class (404). */
export type Refusal = 'forbidden' | 'missing' | 'failed';

export type ClassDetailState = { status: 'loading' } | { status: 'ready'; detail: ClassDetail } | { status: Refusal };

const FORBIDDEN = 403;
const NOT_FOUND = 404;

/** Why a class's data is not there: shared by the class pages and the player. */
export function refusalOf(error: unknown): Refusal {
  if (error instanceof ApiError && error.status === FORBIDDEN) return 'forbidden';
  if (error instanceof ApiError && error.status === NOT_FOUND) return 'missing';
  return 'failed';
}

export function useClassDetail({ teclId, courseId }: ClassDetailQuery): ClassDetailState {
  const key = JSON.stringify([teclId ?? null, courseId ?? null]);
  const [settled, setSettled] = useState<{ key: string; state: ClassDetailState } | null>(null);
  useEffect(() => {
    if (teclId === undefined && courseId === undefined) return;
    let current = true;
    fetchClassDetail({ teclId, courseId }).then(
      (detail) => current && setSettled({ key, state: { status: 'ready', detail } }),
      (error: unknown) => {
        if (!(error instanceof ApiError)) console.error('class detail could not be loaded', error);
        if (current) setSettled({ key, state: { status: refusalOf(error) } });
      },
    );
    return () => {
      current = false;
    };
  }, [key, teclId, courseId]);
  if (teclId === undefined && courseId === undefined) return { status: 'missing' };
  return settled !== null && settled.key === key ? settled.state : { status: 'loading' };
}
