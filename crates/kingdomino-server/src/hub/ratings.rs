//! Rated play in the hub: a quick match's game rated once it ends (the store applies it once,
//! whichever server sees the end), its players told what it changed, a store away retried on
//! the clock's next tick; the boards paid for (read in `boards.rs`, off the hub's lock).

use std::net::IpAddr;

use super::changes::{Edit, Told};
use super::{Ending, Hub};
use crate::budgets::Spend;
use crate::metrics::Refusal;
use crate::ratings::{MOST_NAMES, NameClaim, RatedGame};
use kingdomino_core::games::GameKind;
use kingdomino_core::online::ProvenPlayer;
use kingdomino_core::online::identity::{PlayerId, checked_name, shown_player};
use kingdomino_core::online::ratings::{RatingChange, STARTING_RATING};
use kingdomino_core::online::{RoomCode, ServerMessage};

impl Hub {
    /// Rates the room's game if it just ended rated. The store decides whether it was rated
    /// already (another server saw the end first, and tells its players); when it is away,
    /// the clock's next tick tries again.
    pub(super) fn rate_if_over(&mut self, code: &RoomCode) {
        let now = self.now();
        let Some(live) = self.rooms.get_mut(code) else {
            return;
        };
        if !live.room.awaits_rating() || live.rated_elsewhere {
            return;
        }
        let Some(game) = RatedGame::of(&live.room, now) else {
            return;
        };
        match self.store.rate(&game) {
            Ok(Some(changes)) => {
                if !changes.iter().any(|change| change.met_too_often) {
                    self.metrics.game_rated();
                }
                self.tell_rating(code, changes);
            }
            // Rated before: by another server, or by this one when the store's answer came
            // after the hub stopped waiting. What it changed is kept with it, to be told.
            Ok(None) => match self.store.rated_changes(&game.key) {
                Ok(changes) if !changes.is_empty() => self.tell_rating(code, changes),
                _ => {
                    if let Some(live) = self.rooms.get_mut(code) {
                        live.rated_elsewhere = true;
                    }
                }
            },
            Err(error) => crate::log::say(&format!("room {code} is not rated yet: {error}")),
        }
    }

    /// Every seat hears what the game changed, kept with the room so a player coming back is
    /// told too.
    fn tell_rating(&mut self, code: &RoomCode, changes: Vec<RatingChange>) {
        let told = vec![Told::both(ServerMessage::Rated {
            changes: changes.clone(),
        })];
        let _ = self.change(code, |live| {
            live.room.set_rating_changes(changes.clone());
            Ok(Edit::Changed {
                outcome: (),
                told: told.clone(),
            })
        });
    }

    /// The rooms whose rated game ended while the store was away are rated now.
    pub fn rate_waiting_rooms(&mut self) {
        let waiting: Vec<RoomCode> = (self.rooms.iter())
            .filter(|(_, live)| live.room.awaits_rating() && !live.rated_elsewhere)
            .map(|(code, _)| code.clone())
            .collect();
        for code in waiting {
            if !self.store.is_up() {
                return;
            }
            self.rate_if_over(&code);
        }
    }

    /// The player a seeker proved to be, with their checked name: a hashed identity's key is
    /// bound to its id here on first use and held to after; the name and its tag are claimed
    /// for them unless another player holds them, and a player the store never saw is charged
    /// to the address's allowance of new players.
    pub(super) fn identify(
        &mut self,
        proven: ProvenPlayer,
        address: IpAddr,
    ) -> Result<(String, PlayerId), Ending> {
        let ProvenPlayer { name, id, binds } = proven;
        let name = checked_name(&name)
            .map_err(|why| Ending::for_good(Refusal::Hello, format!("the name {name:?}: {why}")))?;
        if let Some(key) = binds {
            self.hold_to_key(&id, &key)?;
        }
        // A player the store never saw pays for being new before anything is claimed for
        // them: one turned away claims nothing it could come back with free.
        let mut claim = self.store.claim_name(&name, &id, false);
        if claim == Ok(NameClaim::Unseen) {
            self.spend(Spend::Identity, address)?;
            claim = self.store.claim_name(&name, &id, true);
        }
        match claim {
            Ok(NameClaim::Theirs | NameClaim::New) => {}
            Ok(NameClaim::Taken) => {
                return Err(Ending::for_good(
                    Refusal::Hello,
                    format!(
                        "{} is another player's: choose another name in Settings, Online",
                        shown_player(&name, &id.tag())
                    ),
                ));
            }
            Ok(NameClaim::TooMany) => {
                return Err(Ending::for_good(
                    Refusal::Hello,
                    format!(
                        "this identity has had {MOST_NAMES} names here, each kept for it: play \
                         under one of them (Settings, Online)"
                    ),
                ));
            }
            Ok(NameClaim::Unseen) | Err(_) => {
                return Err(Ending::for_now(
                    Refusal::Busy,
                    "the server cannot check players now: try again soon",
                ));
            }
        }
        Ok((name, id))
    }

    /// A hashed identity's key bound to its id, or the refusal of another key: once its player
    /// has signed here, someone who learnt their old proof cannot sign for them. (Bound before
    /// the name is claimed, so a refused key claims nothing; the seek paid for the write.)
    fn hold_to_key(&mut self, id: &PlayerId, key: &str) -> Result<(), Ending> {
        match self.store.bind_key(id, key) {
            Ok(true) => Ok(()),
            Ok(false) => Err(Ending::for_good(
                Refusal::Hello,
                "this identity answers to another key here: it was used from another copy \
                 (import the identity file you first played with)",
            )),
            Err(_) => Err(Ending::for_now(
                Refusal::Busy,
                "the server cannot check players now: try again soon",
            )),
        }
    }

    /// A player's rating in `game` as pairing reads it (none: never rated, 1500 then).
    pub(super) fn rating_of(&mut self, id: &PlayerId, game: GameKind) -> Result<i32, Ending> {
        match self.store.player_record(game, id) {
            Ok(record) => Ok(record.map_or(STARTING_RATING, |record| record.shown_rating())),
            Err(_) => Err(Ending::for_now(
                Refusal::Busy,
                "the server cannot read players now: try again soon",
            )),
        }
    }

    /// A leaderboard or a player's page, charged to the address's allowance of boards.
    pub fn pay_for_board(&mut self, address: IpAddr) -> Result<(), Ending> {
        self.spend(Spend::Board, address)
    }
}
