import { HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw'
import type { ErrorBody } from '../../src/api/types'
import { verifyToken } from '../auth'

/** Turns an API path (/api/...) into the absolute URL pattern a handler matches. */
export type ApiUrl = (path: string) => string

/** Every failure answers with a JSON body carrying a message a person can read. */
export function errorResponse(status: number, message: string) {
  return HttpResponse.json<ErrorBody>({ message }, { status })
}

/** Wraps a resolver so it runs only for a request with a valid, unexpired bearer token. */
export function authenticated<Params extends PathParams, Body extends DefaultBodyType, Response extends DefaultBodyType>(
  resolver: HttpResponseResolver<Params, Body, Response>,
): HttpResponseResolver<Params, Body, Response | ErrorBody> {
  return async (info) => {
    const header = info.request.headers.get('Authorization') ?? ''
    const match = /^Bearer\s+(\S+)$/i.exec(header)
    if (!match) return errorResponse(401, 'Authentication required: send a bearer token')
    const check = await verifyToken(match[1]!)
    if (!check.valid) return errorResponse(401, `Authentication required: ${check.message}`)
    return resolver(info)
  }
}
