/**
 * Lua scripts of the Redis broker, after Centrifugo's Redis engine. Each runs atomically, so an offset is
 * taken, stored and fanned out as one step: a subscriber that joined pub/sub before reading the stream
 * sees every publication exactly once, either in the stream or live.
 */

/**
 * KEYS: 1 stream, 2 meta hash. ARGV: 1 body, 2 max length, 3 stream TTL s, 4 meta TTL s, 5 fresh epoch,
 * 6 pub/sub channel. Returns {offset, epoch}. A missing meta means a new stream: old entries are dropped.
 */
export const PUBLISH_SCRIPT = `
local epoch = redis.call('hget', KEYS[2], 'e')
if not epoch then
  epoch = ARGV[5]
  redis.call('hset', KEYS[2], 'e', epoch)
  redis.call('del', KEYS[1])
end
local offset = redis.call('hincrby', KEYS[2], 's', 1)
redis.call('expire', KEYS[2], ARGV[4])
redis.call('xadd', KEYS[1], 'MAXLEN', ARGV[2], offset .. '-0', 'd', ARGV[1])
redis.call('expire', KEYS[1], ARGV[3])
redis.call('publish', ARGV[6], 'p' .. offset .. ':' .. epoch .. ':' .. ARGV[1])
return {offset, epoch}
`;

/**
 * KEYS: 1 stream, 2 meta hash. ARGV: 1 fresh epoch, 2 meta TTL s, 3 mode (none|fwd|rev), 4 from, 5 to,
 * 6 count (0 = all). Returns {top, epoch, entries}.
 */
export const HISTORY_SCRIPT = `
local epoch = redis.call('hget', KEYS[2], 'e')
if not epoch then
  epoch = ARGV[1]
  redis.call('hset', KEYS[2], 'e', epoch)
  redis.call('expire', KEYS[2], ARGV[2])
  redis.call('del', KEYS[1])
end
local top = redis.call('hget', KEYS[2], 's') or '0'
local entries = {}
if ARGV[3] == 'fwd' then
  if ARGV[6] == '0' then
    entries = redis.call('xrange', KEYS[1], ARGV[4], ARGV[5])
  else
    entries = redis.call('xrange', KEYS[1], ARGV[4], ARGV[5], 'COUNT', ARGV[6])
  end
elseif ARGV[3] == 'rev' then
  if ARGV[6] == '0' then
    entries = redis.call('xrevrange', KEYS[1], ARGV[5], ARGV[4])
  else
    entries = redis.call('xrevrange', KEYS[1], ARGV[5], ARGV[4], 'COUNT', ARGV[6])
  end
end
return {top, epoch, entries}
`;

/**
 * KEYS: 1 stream, 2 meta hash. ARGV: 1 epoch the replacements were computed for, then pairs of entry id and new
 * body. A stream entry cannot be changed in place, so the stream is written again with the same ids (offsets) and
 * its remaining time to live; entries not named keep their body. Returns how many entries changed.
 */
export const REWRITE_SCRIPT = `
if redis.call('hget', KEYS[2], 'e') ~= ARGV[1] then return 0 end
local ttl = redis.call('pttl', KEYS[1])
if ttl == -2 then return 0 end
local replace = {}
for i = 2, #ARGV, 2 do replace[ARGV[i]] = ARGV[i + 1] end
local entries = redis.call('xrange', KEYS[1], '-', '+')
local changed = 0
for _, e in ipairs(entries) do
  if replace[e[1]] then changed = changed + 1 end
end
if changed == 0 then return 0 end
redis.call('del', KEYS[1])
for _, e in ipairs(entries) do
  redis.call('xadd', KEYS[1], e[1], 'd', replace[e[1]] or e[2][2])
end
if ttl > 0 then redis.call('pexpire', KEYS[1], ttl) end
return changed
`;

/** KEYS: 1 presence hash, 2 expiry zset. ARGV: 1 client id, 2 info JSON, 3 expire-at ms, 4 key TTL s. */
export const PRESENCE_ADD_SCRIPT = `
redis.call('hset', KEYS[1], ARGV[1], ARGV[2])
redis.call('zadd', KEYS[2], ARGV[3], ARGV[1])
redis.call('expire', KEYS[1], ARGV[4])
redis.call('expire', KEYS[2], ARGV[4])
return 1
`;

/** KEYS: 1 presence hash, 2 expiry zset. ARGV: 1 now ms. Drops entries whose process stopped refreshing them. */
export const PRESENCE_GET_SCRIPT = `
local expired = redis.call('zrangebyscore', KEYS[2], '-inf', ARGV[1])
if #expired > 0 then
  redis.call('zremrangebyscore', KEYS[2], '-inf', ARGV[1])
  for i = 1, #expired, 500 do
    redis.call('hdel', KEYS[1], unpack(expired, i, math.min(i + 499, #expired)))
  end
end
return redis.call('hgetall', KEYS[1])
`;
