import axios, { type AxiosRequestConfig } from 'axios';
export const httpClient = axios.create({ allowAbsoluteUrls: false });
export const gatewayRequest = <T>(config: AxiosRequestConfig, options?: AxiosRequestConfig): Promise<T> =>
  httpClient.request<T>({ ...config, ...options }).then((r) => r.data);
export const assistantRequest = gatewayRequest;
