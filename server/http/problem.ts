// RFC 9457 problem details for the JSON API; never a stack trace.
import type { FastifyReply } from 'fastify';

export interface Problem {
  type?: string;
  title: string;
  status: number;
  detail?: string;
  errors?: { field: string; message: string }[];
}

export function sendProblem(reply: FastifyReply, problem: Problem): FastifyReply {
  return reply
    .status(problem.status)
    .type('application/problem+json')
    .send({ type: problem.type ?? 'about:blank', ...problem });
}
