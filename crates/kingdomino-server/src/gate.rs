//! How many connections are open, in all and per address: a connection past either cap is
//! turned away at once, so one machine cannot hold the server's sockets. The last few places
//! are kept for players coming back to their seat. Each connection holds a pass while it is
//! open; the pass gives its place back when dropped.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex, PoisonError};

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
    per_address: HashMap<IpAddr, usize>,
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
    address: Option<IpAddr>,
    counts: Arc<Mutex<Counts>>,
}

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
        let address = address.map(address_key);
        if let Some(address) = address {
            let open = counts.per_address.entry(address).or_default();
            if self.caps.per_address > 0 && *open >= self.caps.per_address {
                return Err(Full::ThisAddress);
            }
            *open += 1;
        }
        let returning_only = self.caps.in_all > 0
            && counts.in_all >= self.caps.in_all - self.caps.in_all / KEPT_FOR_RETURNING;
        counts.in_all += 1;
        Ok(Pass {
            returning_only,
            address,
            counts: Arc::clone(&self.counts),
        })
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
        if let Some(address) = self.address
            && let Some(open) = counts.per_address.get_mut(&address)
        {
            *open -= 1;
            if *open == 0 {
                counts.per_address.remove(&address);
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
