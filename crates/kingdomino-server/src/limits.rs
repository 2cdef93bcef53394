//! The server's limits against a machine that would tire it: how long each step of a
//! connection may take, how many connections and room joins an address may have (a bucket of
//! tokens that refills at a steady rate), and how long rooms are kept. docs/SECURITY.md lists
//! them with the threat each answers.

use std::collections::HashMap;
use std::net::IpAddr;
use std::time::Duration;

use web_time::Instant;

use kingdomino_core::online::{DAY_SECONDS, StoredRoom};

/// What a player is told when the server can take no one new.
pub const BUSY: &str = "this server is busy: try again in a while, or another server";

/// A room nobody joined or played in for this long is forgotten, its game unfinished.
pub const IDLE_ROOM_SECONDS: u64 = 24 * 60 * 60;

/// A room played over days (a day a move) is kept this long without a move.
pub const DAYS_ROOM_SECONDS: u64 = 14 * 24 * 60 * 60;

/// How long the store keeps this room past its last join or action.
pub fn keep_seconds(room: &StoredRoom) -> u64 {
    if room.move_seconds >= DAY_SECONDS {
        DAYS_ROOM_SECONDS
    } else {
        IDLE_ROOM_SECONDS
    }
}

/// A room with nobody connected leaves memory (it stays in the store) after this long.
pub const UNWATCHED_SECONDS: u64 = 60;

/// How long a connection's HTTP request (its headers, a WebSocket's upgrade among them) may
/// take to arrive, and how long an idle kept-alive connection stays open.
pub const REQUEST_TIME: Duration = Duration::from_secs(10);

/// How long a new WebSocket may take to say hello.
pub const HELLO_TIME: Duration = Duration::from_secs(10);

/// How long a WebSocket may stay silent (no message, no pong) before it counts as dropped, by
/// default (`--silence-seconds`), and how many pings the server sends in that time.
pub const SILENCE_SECONDS: u64 = 60;

/// The move clock of a quick match's room unless the server says otherwise: a minute a move,
/// enough for a player who thinks, too short for one who waits for the other to give up.
pub const QUICK_MATCH_SECONDS: u32 = 60;
pub const PINGS_IN_A_SILENCE: u32 = 3;

/// How long one message may take to leave: a reader slower than this is dropped.
pub const SEND_TIME: Duration = Duration::from_secs(10);

/// Messages waiting for one connection: a whole game's news is far fewer; a connection that
/// lets this many pile up is not reading, and is dropped.
pub const OUTBOX_MESSAGES: usize = 256;

/// Addresses the join limiter remembers at most: beyond them, a new address waits until the
/// table is pruned (an address whose bucket refilled is forgotten).
pub const MOST_REMEMBERED_ADDRESSES: usize = 100_000;

/// A bucket holding at most `burst` tokens, refilled by `per_second`.
#[derive(Clone, Copy, Debug)]
pub struct Rate {
    pub burst: f64,
    pub per_second: f64,
}

impl Rate {
    /// This allowance for `times` as many, at once and over time.
    pub fn times(self, times: f64) -> Rate {
        Rate {
            burst: self.burst * times,
            per_second: self.per_second * times,
        }
    }
}

/// Messages on one connection: a player acts a few times a second at most.
pub const MESSAGES: Rate = Rate {
    burst: 40.0,
    per_second: 20.0,
};

/// Who an address is, for the limits: an IPv4 address, or an IPv6 address's /64 (one home or
/// one machine is handed a whole /64, so its addresses count as one).
pub fn address_key(address: IpAddr) -> IpAddr {
    match address {
        IpAddr::V4(_) => address,
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => IpAddr::V6((u128::from(v6) & !u128::from(u64::MAX)).into()),
        },
    }
}

#[derive(Clone, Copy, Debug)]
pub struct Bucket {
    tokens: f64,
    checked: Instant,
}

impl Bucket {
    pub fn full(rate: Rate) -> Bucket {
        Bucket {
            tokens: rate.burst,
            checked: Instant::now(),
        }
    }

    /// Whether a token is there to take.
    fn has(&mut self, rate: Rate) -> bool {
        self.refill(rate);
        self.tokens >= 1.0
    }

    /// Takes a token if there is one.
    pub fn take(&mut self, rate: Rate) -> bool {
        if self.has(rate) {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }

    fn refill(&mut self, rate: Rate) {
        let now = Instant::now();
        let refill = now.duration_since(self.checked).as_secs_f64() * rate.per_second;
        self.tokens = (self.tokens + refill).min(rate.burst);
        self.checked = now;
    }

    fn is_full(&mut self, rate: Rate) -> bool {
        self.refill(rate);
        self.tokens >= rate.burst
    }
}

/// A bucket per address (by [`address_key`]), at most [`MOST_REMEMBERED_ADDRESSES`] of them.
pub struct PerAddress {
    rate: Rate,
    buckets: HashMap<IpAddr, Bucket>,
    most: usize,
}

impl PerAddress {
    pub fn new(rate: Rate) -> PerAddress {
        PerAddress::holding(rate, MOST_REMEMBERED_ADDRESSES)
    }

    fn holding(rate: Rate, most: usize) -> PerAddress {
        PerAddress {
            rate,
            buckets: HashMap::new(),
            most,
        }
    }

    /// Whether this address has a token to take (and the table has room for it).
    pub fn has(&mut self, address: IpAddr) -> bool {
        let key = address_key(address);
        let rate = self.rate;
        match self.buckets.get_mut(&key) {
            Some(bucket) => bucket.has(rate),
            None => self.has_room() && rate.burst >= 1.0,
        }
    }

    /// How much of its allowance this address has left, from 0 to 1 (1 for one never seen).
    pub fn share_left(&mut self, address: IpAddr) -> f64 {
        let rate = self.rate;
        match self.buckets.get_mut(&address_key(address)) {
            Some(bucket) => {
                bucket.refill(rate);
                bucket.tokens / rate.burst
            }
            None => 1.0,
        }
    }

    /// Whether a new address fits in the table, once the refilled are forgotten.
    fn has_room(&mut self) -> bool {
        if self.buckets.len() >= self.most {
            self.prune();
        }
        self.buckets.len() < self.most
    }

    /// Takes a token for this address, if it has one (and the table has room for it).
    pub fn take(&mut self, address: IpAddr) -> bool {
        let key = address_key(address);
        if !self.buckets.contains_key(&key) && !self.has_room() {
            return false;
        }
        let rate = self.rate;
        self.buckets
            .entry(key)
            .or_insert_with(|| Bucket::full(rate))
            .take(rate)
    }

    /// Forgets the addresses whose bucket refilled: they say nothing a new bucket would not.
    pub fn prune(&mut self) {
        let rate = self.rate;
        self.buckets.retain(|_, bucket| !bucket.is_full(rate));
    }

    #[cfg(test)]
    fn remembered(&self) -> usize {
        self.buckets.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn per_minute(tokens: u32) -> Rate {
        Rate {
            burst: f64::from(tokens),
            per_second: f64::from(tokens) / 60.0,
        }
    }

    #[test]
    fn a_burst_passes_then_the_address_waits() {
        let mut limits = PerAddress::new(per_minute(10));
        let address: IpAddr = "127.0.0.1".parse().unwrap();
        let taken = (0..15).filter(|_| limits.take(address)).count();
        assert_eq!(taken, 10);
        assert!(limits.take("127.0.0.2".parse().unwrap()));
    }

    #[test]
    fn an_ipv6_home_counts_as_one_address() {
        let mut limits = PerAddress::new(per_minute(3));
        let taken = (1..=6)
            .filter(|n| limits.take(format!("2001:db8:1:2::{n}").parse().unwrap()))
            .count();
        assert_eq!(taken, 3);
        assert!(limits.take("2001:db8:1:3::1".parse().unwrap()));
        assert_eq!(
            address_key("::ffff:192.0.2.7".parse().unwrap()),
            "192.0.2.7".parse::<IpAddr>().unwrap()
        );
    }

    #[test]
    fn the_table_of_addresses_is_bounded_and_forgets_refilled_buckets() {
        let slow = Rate {
            burst: 2.0,
            per_second: 0.0001,
        };
        let mut limits = PerAddress::holding(slow, 3);
        for n in 1..=3 {
            assert!(limits.take(format!("10.0.0.{n}").parse().unwrap()));
        }
        assert!(
            !limits.take("10.0.0.4".parse().unwrap()),
            "the table is full"
        );
        assert!(limits.take("10.0.0.1".parse().unwrap()), "a known address");
        assert_eq!(limits.remembered(), 3);

        let quick = Rate {
            burst: 2.0,
            per_second: 1e9,
        };
        let mut limits = PerAddress::holding(quick, 3);
        for n in 1..=3 {
            assert!(limits.take(format!("10.0.0.{n}").parse().unwrap()));
        }
        assert!(
            limits.take("10.0.0.4".parse().unwrap()),
            "the refilled were forgotten"
        );
        assert_eq!(limits.remembered(), 1);
    }
}
