//! Limits per address and per connection, so one machine cannot guess room codes quickly or
//! flood the server (a bucket of tokens that refills at a steady rate), and how long an idle
//! room is kept.

use std::collections::HashMap;
use std::net::IpAddr;

use web_time::Instant;

/// A room nobody joined or played in for this long is forgotten, its game unfinished.
pub const IDLE_ROOM_SECONDS: u64 = 24 * 60 * 60;

/// A bucket holding at most `burst` tokens, refilled by `per_second`.
#[derive(Clone, Copy, Debug)]
pub struct Rate {
    pub burst: f64,
    pub per_second: f64,
}

/// Room joins from one address: `per_minute` at once, then as many a minute (10 by default:
/// one every 6 seconds).
pub fn joins(per_minute: u32) -> Rate {
    Rate {
        burst: f64::from(per_minute),
        per_second: f64::from(per_minute) / 60.0,
    }
}

/// Messages on one connection: a player acts a few times a second at most.
pub const MESSAGES: Rate = Rate {
    burst: 40.0,
    per_second: 20.0,
};

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

    /// Takes a token if there is one.
    pub fn take(&mut self, rate: Rate) -> bool {
        let now = Instant::now();
        let refill = now.duration_since(self.checked).as_secs_f64() * rate.per_second;
        self.tokens = (self.tokens + refill).min(rate.burst);
        self.checked = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

/// A bucket per address.
#[derive(Default)]
pub struct PerAddress {
    buckets: HashMap<IpAddr, Bucket>,
}

impl PerAddress {
    pub fn take(&mut self, address: IpAddr, rate: Rate) -> bool {
        if self.buckets.len() > 100_000 {
            // Full buckets say nothing: dropping them keeps the map small under many addresses.
            self.buckets
                .retain(|_, bucket| bucket.tokens < rate.burst - 1.0);
        }
        self.buckets
            .entry(address)
            .or_insert_with(|| Bucket::full(rate))
            .take(rate)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_burst_passes_then_the_address_waits() {
        let mut limits = PerAddress::default();
        let address: IpAddr = "127.0.0.1".parse().unwrap();
        let taken = (0..15).filter(|_| limits.take(address, joins(10))).count();
        assert_eq!(taken, 10);
        assert!(limits.take("127.0.0.2".parse().unwrap(), joins(10)));
    }
}
