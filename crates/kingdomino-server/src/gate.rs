//! How many connections are open, in all and per address (an IPv6 address's /56 and /48 holding
//! a few /64s' worth): a connection past a cap is turned away at once, so one machine, or one
//! site, cannot hold the server's sockets. The last few places
//! are kept for players coming back to their seat. Each connection holds a pass while it is
//! open; the pass gives its place back when dropped.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex, PoisonError};

use super::budgets::WIDER_IPV6_PREFIXES;
use super::limits::address_key;

/// The caps; zero for no cap.
#[derive(Clone, Copy, Debug)]
pub struct Caps {
    pub in_all: usize,
    pub per_address: usize,
}

#[derive(Default)]
struct Counts {
    in_all: usize,
    /// By address (a /64 for IPv6) and by wider prefix, each under its prefix's length and
    /// first address (a /56 and its first /64 are two networks).
    per_network: HashMap<Network, usize>,
}

#[derive(Clone)]
pub struct Gate {
    caps: Caps,
    counts: Arc<Mutex<Counts>>,
}

/// Why a connection was turned away.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Full {
    InAll,
    ThisAddress,
}

/// The share of the places kept for players coming back with their seat's token (one in
/// twenty), so a crowd of newcomers never keeps a game's own players out.
const KEPT_FOR_RETURNING: usize = 20;

/// A place taken by an open connection.
pub struct Pass {
    /// Taken among the places kept for returning players: the connection must be one.
    returning_only: bool,
    networks: Vec<Network>,
    counts: Arc<Mutex<Counts>>,
}

/// A network a connection counts in: its prefix's length (0 for the address's own key) and its
/// first address.
type Network = (u8, IpAddr);

impl Gate {
    pub fn new(caps: Caps) -> Gate {
        Gate {
            caps,
            counts: Arc::default(),
        }
    }

    /// A place for a connection from `address` (counted against the address's cap when given).
    pub fn enter(&self, address: Option<IpAddr>) -> Result<Pass, Full> {
        let mut counts = self.counts.lock().unwrap_or_else(PoisonError::into_inner);
        if self.caps.in_all > 0 && counts.in_all >= self.caps.in_all {
            return Err(Full::InAll);
        }
        let capped = address.map_or_else(Vec::new, |address| self.networks_of(address));
        let full = |(network, cap): &(Network, usize)| {
            *cap > 0 && counts.per_network.get(network).copied().unwrap_or(0) >= *cap
        };
        if capped.iter().any(full) {
            return Err(Full::ThisAddress);
        }
        let networks: Vec<Network> = capped.into_iter().map(|(network, _)| network).collect();
        for network in &networks {
            *counts.per_network.entry(*network).or_default() += 1;
        }
        let returning_only = self.caps.in_all > 0
            && counts.in_all >= self.caps.in_all - self.caps.in_all / KEPT_FOR_RETURNING;
        counts.in_all += 1;
        Ok(Pass {
            returning_only,
            networks,
            counts: Arc::clone(&self.counts),
        })
    }

    /// The networks a connection from `address` counts in, each with its cap: the address
    /// (an IPv6 /64), and an IPv6 address's wider prefixes, as the allowances have them.
    fn networks_of(&self, address: IpAddr) -> Vec<(Network, usize)> {
        let key = address_key(address);
        let mut networks = vec![((0, key), self.caps.per_address)];
        if let IpAddr::V6(v6) = key {
            networks.extend(WIDER_IPV6_PREFIXES.iter().map(|&(bits, times)| {
                let mask = !(u128::MAX >> bits);
                let network = IpAddr::V6((u128::from(v6) & mask).into());
                ((bits, network), self.caps.per_address * times as usize)
            }));
        }
        networks
    }

    /// The connections open now.
    pub fn open(&self) -> usize {
        self.counts
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .in_all
    }
}

impl Pass {
    /// Whether this place is one kept for players coming back to their seat.
    pub fn returning_only(&self) -> bool {
        self.returning_only
    }
}

impl Drop for Pass {
    fn drop(&mut self) {
        let mut counts = self.counts.lock().unwrap_or_else(PoisonError::into_inner);
        counts.in_all -= 1;
        for network in &self.networks {
            if let Some(open) = counts.per_network.get_mut(network) {
                *open -= 1;
                if *open == 0 {
                    counts.per_network.remove(network);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_past_its_cap_is_turned_away_until_one_of_its_connections_closes() {
        let gate = Gate::new(Caps {
            in_all: 5,
            per_address: 2,
        });
        let home: IpAddr = "2001:db8::1".parse().unwrap();
        let same_home: IpAddr = "2001:db8::ffff".parse().unwrap();
        let first = gate.enter(Some(home)).unwrap();
        let _second = gate.enter(Some(same_home)).unwrap();
        assert_eq!(gate.enter(Some(home)).err(), Some(Full::ThisAddress));
        drop(first);
        let _third = gate.enter(Some(home)).unwrap();
        let others: Vec<Pass> = (1..=3)
            .map(|n| {
                gate.enter(Some(format!("10.0.0.{n}").parse().unwrap()))
                    .unwrap()
            })
            .collect();
        assert_eq!(gate.open(), 5);
        assert_eq!(gate.enter(None).err(), Some(Full::InAll));
        drop(others);
        assert_eq!(gate.open(), 2);
        assert!(gate.enter(None).is_ok());
    }

    /// One /56 holds 256 /64s, one /48 65,536: a cap per /64 alone let one site take every
    /// place of the server.
    #[test]
    fn a_site_s_many_homes_share_its_wider_caps() {
        let gate = Gate::new(Caps {
            in_all: 0,
            per_address: 2,
        });
        let home =
            |n: u32| -> Option<IpAddr> { Some(format!("2001:db8:0:{n:x}::1").parse().unwrap()) };
        // A /56's 4 homes' worth, then no more from any of its homes.
        let in_one_56: Vec<Pass> = (0..8).map(|n| gate.enter(home(n / 2)).unwrap()).collect();
        assert_eq!(gate.enter(home(0x10)).err(), Some(Full::ThisAddress));
        // Other /56s of the /48, up to its 16 homes' worth.
        let in_one_48: Vec<Pass> = (1..4u32)
            .flat_map(|site| (0..8).map(move |n| site * 0x100 + n / 2))
            .map(|n| gate.enter(home(n)).unwrap())
            .collect();
        assert_eq!(in_one_48.len() + in_one_56.len(), 32);
        assert_eq!(gate.enter(home(0x500)).err(), Some(Full::ThisAddress));
        let elsewhere: IpAddr = "2001:db9::1".parse().unwrap();
        let _elsewhere = gate.enter(Some(elsewhere)).unwrap();
        drop(in_one_56);
        let _back = gate.enter(home(0x500)).unwrap();
        assert_eq!(gate.open(), 26);
    }

    #[test]
    fn the_last_places_are_kept_for_players_coming_back() {
        let gate = Gate::new(Caps {
            in_all: 40,
            per_address: 0,
        });
        let passes: Vec<Pass> = (0..40).map(|_| gate.enter(None).unwrap()).collect();
        let kept = passes.iter().filter(|pass| pass.returning_only()).count();
        assert_eq!(kept, 2);
        assert!(passes[..38].iter().all(|pass| !pass.returning_only()));
    }
}
