/**
 * A client address in network `n` of many (each its own IPv4 /24): for tests of rules that count
 * networks, such as the population's recount (decision 0048). Only for `inject`, no socket.
 */
export function addressInNetwork(n: number): string {
  return `10.${(n >> 8) & 255}.${n & 255}.9`;
}
