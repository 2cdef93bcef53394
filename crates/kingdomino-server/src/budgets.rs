//! What the requests that cost the server may spend: each kind (a hello, a return with a
//! token, a seek, a watch, a glance) has an allowance per address, per wider IPv6 prefix and
//! for the whole server, each a bucket of tokens that refills at a steady rate. A request is
//! let through only when every bucket it draws on has a token, and the server's last tokens
//! only for a network that has not been spending its own. docs/ONLINE.md works out what
//! the watch allowance means for someone guessing room codes.

use std::net::IpAddr;

use crate::limits::{PerAddress, Rate, address_key};

/// A kind of request, charged to its own allowance.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spend {
    /// Into a room, or making one: a store write, a room in memory.
    Hello,
    /// Back to a seat with its token: a store write, news to the other servers.
    Return,
    /// Waiting for anyone: a room made when paired.
    Seek,
    /// Watching a room by its code: a store read, and a guess at a code.
    Watch,
    /// How a few rooms stand: up to a few store reads.
    Glance,
    /// A leaderboard or a player's page: store reads (a cached board costs the same, so the
    /// allowance says the same whatever the cache holds).
    Board,
    /// A player the store never saw: a name claimed for good, and a row per game rated.
    Identity,
}

impl Spend {
    pub const ALL: [Spend; 7] = [
        Spend::Hello,
        Spend::Return,
        Spend::Seek,
        Spend::Watch,
        Spend::Glance,
        Spend::Board,
        Spend::Identity,
    ];

    /// One address's allowance, from the joins a minute the server allows (`--joins-per-minute`).
    fn per_address(self, joins_per_minute: u32) -> Rate {
        let joins = f64::from(joins_per_minute);
        let (burst, per_minute) = match self {
            Spend::Hello | Spend::Seek | Spend::Glance => (joins, joins),
            // A player on a shaky network comes back often, and must never be kept out long.
            Spend::Return => (3.0 * joins, 3.0 * joins),
            // Few people watch more than a few games an hour; a guesser needs millions.
            Spend::Watch => (WATCHES_PER_MINUTE, WATCHES_PER_MINUTE),
            Spend::Board => (2.0 * joins, 2.0 * joins),
            // As many new players a day as rooms a minute: a household's, not a farm's.
            Spend::Identity => (joins, joins / MINUTES_A_DAY),
        };
        Rate {
            burst,
            per_second: per_minute / 60.0,
        }
    }

    /// What a player is told when this allowance is spent.
    pub fn refusal_words(self) -> &'static str {
        match self {
            Spend::Hello => "too many rooms tried from this address: wait a minute",
            Spend::Return => "too many returns from this address: wait a minute",
            Spend::Seek => "too many games asked for from this address: wait a minute",
            Spend::Watch => "too many rooms watched from this address: wait a minute",
            Spend::Glance => "too many looks at rooms from this address: wait a minute",
            Spend::Board => "too many leaderboards asked for from this address: wait a minute",
            Spend::Identity => "too many new players from this address today: play as one you have",
        }
    }
}

const MINUTES_A_DAY: f64 = 24.0 * 60.0;

/// Watches an address may start a minute (and at once): docs/ONLINE.md's arithmetic uses it.
pub const WATCHES_PER_MINUTE: f64 = 6.0;

/// The wider IPv6 prefixes an address is also charged at, and how many /64s' allowance each
/// holds: a home is handed a /64 or a /56, a site or a hosting account a /48.
pub const WIDER_IPV6_PREFIXES: [(u8, f64); 2] = [(56, 4.0), (48, 16.0)];

/// The whole server's allowance of each kind, in addresses' allowances: many addresses at
/// once are still bounded.
pub const IN_ALL_ADDRESSES: f64 = 100.0;

/// The part of the whole server's allowance kept for quiet networks: once only this much is
/// left, a network (an IPv6 /48, an IPv4 address) draws on it only while more than half of its
/// own allowance is left, so a few networks spending theirs in full leave everyone else theirs.
const KEPT_FOR_QUIET_NETWORKS: f64 = 0.25;

/// Every kind's buckets.
pub struct Budgets {
    kinds: Vec<KindBudget>,
}

/// One kind's buckets: per address, per wider prefix, and one for the whole server.
struct KindBudget {
    per_address: PerAddress,
    per_prefix: Vec<(u8, PerAddress)>,
    in_all: PerAddress,
}

/// The one key the whole server's bucket is kept under.
const EVERYONE: IpAddr = IpAddr::V4(std::net::Ipv4Addr::UNSPECIFIED);

impl Budgets {
    /// The budgets for `joins_per_minute` (0: none, every request let through).
    pub fn new(joins_per_minute: u32) -> Option<Budgets> {
        (joins_per_minute > 0).then(|| Budgets {
            kinds: Spend::ALL
                .iter()
                .map(|spend| {
                    let rate = spend.per_address(joins_per_minute);
                    KindBudget {
                        per_address: PerAddress::new(rate),
                        per_prefix: WIDER_IPV6_PREFIXES
                            .iter()
                            .map(|&(bits, times)| (bits, PerAddress::new(rate.times(times))))
                            .collect(),
                        in_all: PerAddress::new(rate.times(IN_ALL_ADDRESSES)),
                    }
                })
                .collect(),
        })
    }

    /// Spends one of `spend` for `address`, when every allowance it draws on has one left.
    pub fn spend(&mut self, spend: Spend, address: IpAddr) -> bool {
        let index = Spend::ALL
            .iter()
            .position(|kind| *kind == spend)
            .expect("every kind is listed");
        let kind = &mut self.kinds[index];
        let key = address_key(address);
        let network_share = match key {
            IpAddr::V4(_) => kind.per_address.share_left(key),
            IpAddr::V6(v6) => match kind.per_prefix.last_mut() {
                Some((bits, widest)) => {
                    widest.share_left(IpAddr::V6((u128::from(v6) & !(u128::MAX >> *bits)).into()))
                }
                None => kind.per_address.share_left(key),
            },
        };
        if kind.in_all.share_left(EVERYONE) <= KEPT_FOR_QUIET_NETWORKS && network_share <= 0.5 {
            return false;
        }
        let prefixes: Vec<(&mut PerAddress, IpAddr)> = match key {
            IpAddr::V4(_) => Vec::new(),
            IpAddr::V6(v6) => (kind.per_prefix.iter_mut())
                .map(|(bits, table)| {
                    let mask = !(u128::MAX >> *bits);
                    (table, IpAddr::V6((u128::from(v6) & mask).into()))
                })
                .collect(),
        };
        let mut drawn: Vec<(&mut PerAddress, IpAddr)> = prefixes;
        drawn.push((&mut kind.per_address, key));
        drawn.push((&mut kind.in_all, EVERYONE));
        if !drawn.iter_mut().all(|(table, key)| table.has(*key)) {
            return false;
        }
        for (table, key) in drawn {
            table.take(key);
        }
        true
    }

    /// Forgets the addresses whose allowances are whole again.
    pub fn prune(&mut self) {
        for kind in &mut self.kinds {
            kind.per_address.prune();
            for (_, table) in &mut kind.per_prefix {
                table.prune();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spent(budgets: &mut Budgets, spend: Spend, addresses: &[&str]) -> usize {
        addresses
            .iter()
            .filter(|address| budgets.spend(spend, address.parse().unwrap()))
            .count()
    }

    #[test]
    fn each_kind_has_its_own_allowance() {
        let mut budgets = Budgets::new(10).unwrap();
        let here = ["192.0.2.1"; 40];
        assert_eq!(spent(&mut budgets, Spend::Hello, &here), 10);
        assert_eq!(spent(&mut budgets, Spend::Watch, &here), 6);
        assert_eq!(spent(&mut budgets, Spend::Return, &here), 30);
        assert_eq!(spent(&mut budgets, Spend::Hello, &["192.0.2.2"]), 1);
        assert!(Budgets::new(0).is_none());
    }

    #[test]
    fn an_ipv6_site_s_many_homes_share_its_wider_allowances() {
        let mut budgets = Budgets::new(10).unwrap();
        // One /56 holding many /64s: four /64s' watches, then no more from anywhere in it.
        let homes: Vec<String> = (0..40)
            .map(|home| format!("2001:db8:0:{home:x}::1"))
            .collect();
        let homes: Vec<&str> = homes.iter().map(String::as_str).collect();
        assert_eq!(spent(&mut budgets, Spend::Watch, &homes), 24);
        // Other /56s of the same /48 go on, up to the /48's sixteen /64s' worth.
        let site: Vec<String> = (1..200)
            .map(|home| format!("2001:db8:0:{:x}::1", home << 8))
            .collect();
        let site: Vec<&str> = site.iter().map(String::as_str).collect();
        assert_eq!(spent(&mut budgets, Spend::Watch, &site), 96 - 24);
        assert_eq!(spent(&mut budgets, Spend::Watch, &["2001:db8:1::1"]), 1);
    }

    /// Seven sites spending all they may of the whole server's allowance (7 × 160 hellos against
    /// its 1,000) leave its last quarter to everyone else.
    #[test]
    fn seven_sites_at_full_rate_leave_the_rest_of_the_world_its_share() {
        let mut budgets = Budgets::new(10).unwrap();
        let homes_of = |site: u32| -> Vec<String> {
            (0..64u32)
                .map(|home| format!("2001:db8:{site:x}:{:x}::1", home << 8))
                .collect()
        };
        let sites: Vec<Vec<String>> = (1..=7).map(homes_of).collect();
        let mut hogged = 0;
        for _ in 0..20 {
            for homes in &sites {
                let homes: Vec<&str> = homes.iter().map(String::as_str).collect();
                hogged += spent(&mut budgets, Spend::Hello, &homes);
            }
        }
        assert!(hogged <= 750 + 7 * 80, "{hogged} hellos");
        let quiet = ["192.0.2.7", "2001:db8:ffff::1", "198.51.100.1"];
        for address in quiet {
            assert_eq!(
                spent(&mut budgets, Spend::Hello, &[address; 5]),
                5,
                "{address}"
            );
        }
    }

    #[test]
    fn the_whole_server_s_allowance_bounds_many_addresses_together() {
        let mut budgets = Budgets::new(10).unwrap();
        let many: Vec<String> = (0..2_000)
            .map(|n| format!("10.{}.{}.1", n / 250, n % 250))
            .collect();
        let many: Vec<&str> = many.iter().map(String::as_str).collect();
        assert_eq!(spent(&mut budgets, Spend::Hello, &many), 1_000);
    }
}
