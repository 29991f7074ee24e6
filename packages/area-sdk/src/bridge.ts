/**
 * `@portal/area-sdk/bridge`: the messages between the portal and an isolated area's frame page
 * (PLUG-15), and how the portal reads what a frame sends. Not for areas themselves.
 */
export {
  BRIDGE_LIMITS,
  BRIDGE_PROTOCOL,
  HTTP_METHODS,
  isFrameHello,
  isHostConnect,
  readFrameMessage,
  type BridgeFailure,
  type FrameAppearance,
  type FrameArea,
  type FrameContext,
  type FrameHello,
  type FrameLocation,
  type FrameMessage,
  type FrameMessageType,
  type HostConnect,
  type HostMessage,
  type HttpMethod,
  type ReadMessage,
} from './bridge/protocol.ts';
