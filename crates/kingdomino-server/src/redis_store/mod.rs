//! Rooms kept in Redis, shared by several servers: a hash per room (its version and its JSON),
//! written only by the server that read the version it replaces, and expiring when idle.

mod keys;
mod ratings;

use std::time::Duration;

use redis::{Client, Connection, Script};

use super::limits::keep_seconds;
use super::log;
use super::pairing::{FIRST_WINDOW, WIDENING, WIDENING_SECONDS};
use kingdomino_core::online::{RoomCode, StoredRoom};

const KEY_PREFIX: &str = "kingdomino-duel:room:";
/// A server waits no longer for Redis before saying it cannot reach it.
const TIMEOUT: Duration = Duration::from_secs(2);

/// The channel the servers pass their rooms' news on.
pub const NEWS_CHANNEL: &str = "kingdomino-duel:news";

/// Writes the room when its version is still the one read (none for a new room), with the
/// next version and the idle expiry, and publishes the change's news in the same step; 1 when
/// written, 0 when another server wrote first.
const SAVE: &str = r"
local now = redis.call('HGET', KEYS[1], 'version')
if (now or '0') ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], 'version', ARGV[2], 'room', ARGV[3])
redis.call('EXPIRE', KEYS[1], ARGV[4])
redis.call('PUBLISH', ARGV[5], ARGV[6])
return 1
";

/// The list of players waiting for anyone to play, shared by the servers.
pub(crate) const SEEKERS_KEY: &str = "kingdomino-duel:seekers";

/// Takes the `ARGV[6]` waiting players closest in rating whom this one may play now, by
/// `pairing.rs`'s rule (the same game, never the same player twice, within the wider of the two
/// windows; entries past their time are dropped), or puts this one in the queue; the partners'
/// entries, or none. ARGV: now, the entry, the first window, its widening, every so many
/// seconds, how many partners.
const SEEK: &str = r"
local now = tonumber(ARGV[1])
local me = cjson.decode(ARGV[2])
local first, widening, every = tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
local need = tonumber(ARGV[6])
local function window(since)
  return first + widening * math.floor(math.max(0, now - tonumber(since or 0)) / every)
end
-- Any server (or anyone with the store) may have queued an entry: one not of a seeker's shape
-- is dropped like one past its time.
local function number_or_nil(value)
  return value == nil or type(value) == 'number'
end
local function well_formed(entry)
  local player = entry['player']
  return type(entry['until']) == 'number' and type(entry['group']) == 'string'
    and number_or_nil(entry['since']) and number_or_nil(entry['rating'])
    and (player == nil or (type(player) == 'string' and #player == 64
      and string.match(player, '^[0-9a-f]+$') ~= nil))
end
local fitting = {}
for at, entry in ipairs(redis.call('LRANGE', KEYS[1], 0, -1)) do
  local ok, other = pcall(cjson.decode, entry)
  if not ok or type(other) ~= 'table' or not well_formed(other) or other['until'] < now then
    redis.call('LREM', KEYS[1], 1, entry)
  elseif other['group'] == me['group']
      and (me['player'] == nil or other['player'] ~= me['player']) then
    local gap = 0
    if me['rating'] ~= nil and other['rating'] ~= nil then
      gap = math.abs(tonumber(me['rating']) - tonumber(other['rating']))
    end
    if gap <= math.max(window(me['since']), window(other['since'])) then
      table.insert(fitting, {gap, at, entry, other['player']})
    end
  end
end
table.sort(fitting, function(one, other)
  return one[1] < other[1] or (one[1] == other[1] and one[2] < other[2])
end)
local chosen, seated = {}, {}
for _, candidate in ipairs(fitting) do
  local player = candidate[4]
  if #chosen < need and (player == nil or not seated[player]) then
    table.insert(chosen, candidate[3])
    if player ~= nil then seated[player] = true end
  end
end
if #chosen == need then
  for _, entry in ipairs(chosen) do redis.call('LREM', KEYS[1], 1, entry) end
  return chosen
end
redis.call('RPUSH', KEYS[1], ARGV[2])
return {}
";

pub struct RedisStore {
    client: Client,
    /// Opened again after a failure.
    connection: Option<Connection>,
    save: Script,
    seek: Script,
}

impl RedisStore {
    pub fn open(url: &str) -> Result<RedisStore, String> {
        let client = Client::open(url).map_err(|error| {
            let shown = log::without_password(url);
            format!("the room store {shown}: {error}")
        })?;
        let mut store = RedisStore {
            client,
            connection: None,
            save: Script::new(SAVE),
            seek: Script::new(SEEK),
        };
        store.connection()?;
        Ok(store)
    }

    /// Another connection to the same Redis.
    pub fn reader(&self) -> Result<RedisStore, String> {
        let mut store = RedisStore {
            client: self.client.clone(),
            connection: None,
            save: Script::new(SAVE),
            seek: Script::new(SEEK),
        };
        store.connection()?;
        Ok(store)
    }

    fn connection(&mut self) -> Result<&mut Connection, String> {
        if self.connection.is_none() {
            let connection = self
                .client
                .get_connection_with_timeout(TIMEOUT)
                .map_err(|error| format!("cannot reach the room store: {error}"))?;
            connection
                .set_read_timeout(Some(TIMEOUT))
                .and_then(|()| connection.set_write_timeout(Some(TIMEOUT)))
                .map_err(|error| format!("the room store: {error}"))?;
            self.connection = Some(connection);
        }
        Ok(self.connection.as_mut().expect("just opened"))
    }

    /// Runs a command; a failed connection is dropped, to be opened again next time.
    pub(crate) fn run<T>(
        &mut self,
        what: &str,
        command: impl FnOnce(&mut Connection) -> redis::RedisResult<T>,
    ) -> Result<T, String> {
        let result = command(self.connection()?);
        result.map_err(|error| {
            if error.is_connection_dropped() || error.is_io_error() || error.is_timeout() {
                self.connection = None;
            }
            format!("{what}: {error}")
        })
    }

    /// The room as kept (JSON) and its version.
    pub fn load_text(&mut self, code: &RoomCode) -> Result<Option<(String, u64)>, String> {
        let key = key(code);
        let (version, text): (Option<u64>, Option<String>) =
            self.run(&format!("reading room {code}"), |connection| {
                redis::cmd("HMGET")
                    .arg(&key)
                    .arg("version")
                    .arg("room")
                    .query(connection)
            })?;
        Ok(version.zip(text).map(|(version, text)| (text, version)))
    }

    /// Whether Redis answers.
    pub fn ping(&mut self) -> Result<(), String> {
        self.run("reaching the store", |connection| {
            redis::cmd("PING").query::<String>(connection).map(|_| ())
        })
    }

    pub fn version(&mut self, code: &RoomCode) -> Result<Option<u64>, String> {
        let key = key(code);
        self.run(&format!("reading room {code}"), |connection| {
            redis::cmd("HGET")
                .arg(&key)
                .arg("version")
                .query(connection)
        })
    }

    /// The first player still waiting for anyone, taken from the queue; or, when nobody is,
    /// `entry` joins the queue.
    pub fn seek(&mut self, entry: &str, now: u64, others: usize) -> Result<Vec<String>, String> {
        let script = self.seek.clone();
        self.run("seeking a player", |connection| {
            script
                .key(SEEKERS_KEY)
                .arg(now)
                .arg(entry)
                .arg(FIRST_WINDOW)
                .arg(WIDENING)
                .arg(WIDENING_SECONDS)
                .arg(others)
                .invoke(connection)
        })
    }

    pub fn publish(&mut self, news: &str) -> Result<(), String> {
        self.run("passing news on", |connection| {
            redis::cmd("PUBLISH")
                .arg(NEWS_CHANNEL)
                .arg(news)
                .query::<i64>(connection)
                .map(|_| ())
        })
    }

    /// Takes an entry out of the queue (its player left, or seeks again).
    pub fn withdraw(&mut self, entry: &str) -> Result<(), String> {
        self.run("leaving the queue", |connection| {
            redis::cmd("LREM")
                .arg(SEEKERS_KEY)
                .arg(0)
                .arg(entry)
                .query::<i64>(connection)
                .map(|_| ())
        })
    }

    /// The store's clock, in seconds since 1970.
    pub fn time(&mut self) -> Result<u64, String> {
        let (seconds, _micros): (u64, u64) = self
            .run("reading the store's clock", |connection| {
                redis::cmd("TIME").query(connection)
            })?;
        Ok(seconds)
    }

    pub fn save(
        &mut self,
        room: &StoredRoom,
        version: u64,
        news: &str,
    ) -> Result<Option<u64>, String> {
        let text = serde_json::to_string(room).expect("a room is plain data");
        let next = version + 1;
        let script = self.save.clone();
        let written: i64 = self.run(&format!("writing room {}", room.code), |connection| {
            script
                .key(key(&room.code))
                .arg(version)
                .arg(next)
                .arg(text)
                .arg(keep_seconds(room))
                .arg(NEWS_CHANNEL)
                .arg(news)
                .invoke(connection)
        })?;
        Ok((written == 1).then_some(next))
    }
}

fn key(code: &RoomCode) -> String {
    format!("{KEY_PREFIX}{}", code.as_str())
}
