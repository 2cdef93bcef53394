//! A rated room: who plays each seat, where each finished once the game is over, and what the
//! game changed of their ratings once the server rated it.

use super::Room;
use crate::online::identity::PlayerId;
use crate::online::protocol::ServerMessage;
use crate::online::ratings::RatingChange;
use crate::table::Place;

/// Where one player of a rated game finished.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finish {
    pub seat: Place,
    pub player: PlayerId,
    pub name: String,
    /// 1 for the winners; players level on everything share a rank.
    pub rank: usize,
    /// Its player gave up their claim: gone past the away grace while the computer played the
    /// seat to the end, or out of time too often.
    pub abandoned: bool,
}

impl Room {
    /// The room's game is rated, each seat's player known by `players`, in seat order: not
    /// when a seat is empty or the computer's, or when one player holds two seats.
    pub fn rate_as(&mut self, players: Vec<PlayerId>) -> bool {
        let distinct = players
            .iter()
            .enumerate()
            .all(|(at, player)| !players[..at].contains(player));
        let all_players = self.seats.len() == players.len()
            && self
                .seats
                .iter()
                .all(|holder| holder.as_ref().is_some_and(|held| held.computer.is_none()));
        if !distinct || !all_players {
            return false;
        }
        for (holder, player) in self.seats.iter_mut().flatten().zip(players) {
            holder.player = Some(player);
        }
        self.rated = true;
        true
    }

    pub fn is_rated(&self) -> bool {
        self.rated
    }

    /// Over, rated and not yet counted.
    pub fn awaits_rating(&self) -> bool {
        self.rated && self.is_over() && self.rating_changes.is_empty()
    }

    pub fn rating_changes(&self) -> &[RatingChange] {
        &self.rating_changes
    }

    pub fn set_rating_changes(&mut self, changes: Vec<RatingChange>) {
        self.rating_changes = changes;
    }

    /// What a player coming back after the rating is told of it.
    pub fn rating_news(&self) -> Option<ServerMessage> {
        (!self.rating_changes.is_empty()).then(|| ServerMessage::Rated {
            changes: self.rating_changes.clone(),
        })
    }

    /// This game of the room, named for the store: its code and its secret's commitment (each
    /// game of a room has its own secret).
    pub fn game_key(&self) -> String {
        let commitment = self.secret.commitment().0;
        format!("{}-{}", self.code, &commitment[..16.min(commitment.len())])
    }

    /// Where each player finished: the winners first, then by total. A player who gave up their
    /// claim (left the computer to finish for them, or ran out of time too often) comes after
    /// everyone who stayed, and the earlier they gave up the further. None when the game is not
    /// over, not rated, or every player gave up at once (the server finished it alone).
    pub fn finishes(&self) -> Option<Vec<Finish>> {
        if !self.rated || !self.is_over() {
            return None;
        }
        let winners = self.table.winners();
        let totals = self.table.totals();
        let standing = |seat: Place| {
            let total = totals.get(seat.index()).copied().unwrap_or(0);
            (
                self.gave_up_at(seat).map(|at| u32::MAX - at),
                !winners.contains(&seat),
                u32::MAX - total,
            )
        };
        // Nobody stayed longer than another: the server finished the game alone.
        let gave_up: Vec<Option<u32>> =
            self.all_seats().map(|seat| self.gave_up_at(seat)).collect();
        if gave_up.iter().all(|at| at.is_some() && *at == gave_up[0]) {
            return None;
        }
        self.all_seats()
            .map(|seat| {
                let holder = self.seats[seat.index()].as_ref()?;
                let ahead = self
                    .all_seats()
                    .filter(|&other| standing(other) < standing(seat))
                    .count();
                Some(Finish {
                    seat,
                    player: holder.player.clone()?,
                    name: holder.name.clone(),
                    rank: ahead + 1,
                    abandoned: self.gave_up_at(seat).is_some(),
                })
            })
            .collect()
    }
}
