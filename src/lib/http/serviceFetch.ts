export const mainFetch = async <T>(url: string, options: RequestInit): Promise<T> => {
  const r = await fetch(url, options);
  return (await r.json()) as T;
};
export const notificationsFetch = mainFetch;
export type ErrorType<E> = Error & { e?: E };
