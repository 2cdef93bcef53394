//! How a room stands, told to one of its players without taking their seat: the title's list
//! of a player's games over days says whose move it is in each.

use serde::{Deserialize, Serialize};

use super::super::protocol::{RoomCode, SeatToken};
use super::Room;
use crate::rules::SeatNumber;

/// The most rooms one glance may ask about: a player keeps no more seats than this.
pub const MAX_GLANCED_ROOMS: usize = 8;

/// A seat a player holds: the room, and the token that proves the seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HeldSeat {
    pub room: RoomCode,
    pub token: SeatToken,
}

/// One room as its player sees it from the title.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RoomGlance {
    pub room: RoomCode,
    pub standing: Standing,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "state", rename_all = "snake_case", deny_unknown_fields)]
pub enum Standing {
    /// No seat of the room holds the token: the room expired, or never was (a stranger's
    /// guess learns nothing more).
    Gone,
    /// The second player has not come yet.
    Waiting,
    /// The game goes on: `to_act` decides now, within `seconds_left` when the room's clock runs.
    Playing {
        seat: SeatNumber,
        opponent: String,
        to_act: SeatNumber,
        seconds_left: Option<u64>,
    },
    /// The game is over: both totals, by seat.
    Over {
        seat: SeatNumber,
        opponent: String,
        totals: [u32; 2],
    },
}

impl Room {
    /// How the room stands for the player holding `token`.
    pub fn glance(&self, token: &SeatToken, now: u64) -> Standing {
        let Some(seat) = self.seat_holding(token) else {
            return Standing::Gone;
        };
        let Some(opponent) = self.seats[seat.other()].as_ref() else {
            return Standing::Waiting;
        };
        let opponent = opponent.name.clone();
        match self.state.to_act() {
            Some(to_act) => Standing::Playing {
                seat,
                opponent,
                to_act,
                seconds_left: (self.move_seconds > 0).then(|| {
                    u64::from(self.move_seconds)
                        .saturating_sub(now.saturating_sub(self.to_act_since))
                }),
            },
            None => Standing::Over {
                seat,
                opponent,
                totals: self.state.scores(&self.rules).map(|score| score.total),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::online::RollSecret;
    use crate::rules::RuleSet;

    #[test]
    fn a_room_tells_its_player_whose_move_it_is_and_a_stranger_nothing() {
        let rules = Arc::new(RuleSet::builtin());
        let code = RoomCode::parse("GANC2345").unwrap();
        let mut room = Room::new(Arc::clone(&rules), code, RollSecret([4; 32]), 7, 100);
        room.set_move_seconds(600);
        let ann = SeatToken("ann".into());
        let bob = SeatToken("bob".into());
        let (ann_seat, _) = room
            .join("Ann".into(), false, None, ann.clone(), 100)
            .unwrap();
        assert_eq!(room.glance(&ann, 100), Standing::Waiting);
        assert_eq!(room.glance(&bob, 100), Standing::Gone);
        let (bob_seat, _) = room
            .join("Bob".into(), false, None, bob.clone(), 200)
            .unwrap();
        let to_act = room.state().to_act().unwrap();
        assert_eq!(
            room.glance(&ann, 260),
            Standing::Playing {
                seat: ann_seat,
                opponent: "Bob".into(),
                to_act,
                seconds_left: Some(540),
            }
        );
        assert_eq!(room.glance(&SeatToken("an".into()), 260), Standing::Gone);
        let mut players = [
            crate::ai::Level::Easy.player(1),
            crate::ai::Level::Easy.player(2),
        ];
        while let Some(seat) = room.state().to_act() {
            let action = players[seat].choose(&rules, room.state());
            let index = room.record().actions.len() as u32;
            room.act(seat, index, action, 300).unwrap();
        }
        let totals = room.state().scores(&rules).map(|score| score.total);
        assert_eq!(
            room.glance(&bob, 300),
            Standing::Over {
                seat: bob_seat,
                opponent: "Ann".into(),
                totals,
            }
        );
    }
}
