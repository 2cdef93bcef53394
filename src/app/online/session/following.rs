//! The server's messages, followed in order: each becomes the session's state or an intent for
//! the rules bridge (the opponent's action, a roll, the game to take up), one action a frame so
//! each is applied before the next is read.

use std::time::Duration;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use super::{GameNews, OnlineSession, OnlineStatus, SeatAway};
use crate::app::online::{Audience, Rematch};
use crate::app::runtime::console;
use crate::app::table::Notice;
use crate::app::table::OnlineHintsAgreed;
use kingdomino_core::localization::Phrase;
use kingdomino_core::online::ratings::RatingChange;
use kingdomino_core::online::{PublicGame, RoomCode, SeatToken, ServerMessage};
use kingdomino_core::table::Place;

/// What following the server changes beside the session: the table's news, its notice, the
/// hints agreed, the room's audience, the rematch asked.
#[derive(SystemParam)]
pub(super) struct Followers<'w> {
    hints: ResMut<'w, OnlineHintsAgreed>,
    news: MessageWriter<'w, GameNews>,
    notice: ResMut<'w, Notice>,
    audience: ResMut<'w, Audience>,
    rematch: ResMut<'w, Rematch>,
}

/// Where following goes after a message.
#[derive(PartialEq, Eq)]
enum Followed {
    /// On to the next message.
    Next,
    /// The table has an action or a game to take up first.
    HandedOver,
    /// The session failed: nothing more is followed.
    Failed,
}

/// Follows the server's messages, up to the first that gives the table an action or a game
/// (handed over to the table of the room's game as news).
pub(super) fn follow_server(mut session: ResMut<OnlineSession>, mut followers: Followers) {
    let session = &mut *session;
    while session.status.needs_server() {
        let Some(message) = session.inbox.pop_front() else {
            return;
        };
        if session.follow(message, &mut followers) != Followed::Next {
            return;
        }
    }
}

impl OnlineSession {
    /// One message of the server followed.
    fn follow(&mut self, message: ServerMessage, followers: &mut Followers) -> Followed {
        match message {
            ServerMessage::Welcome {
                room,
                seat,
                token,
                away_grace_seconds,
            } => self.welcomed(room, seat, token, away_grace_seconds, followers),
            ServerMessage::Game { game: public } => self.shown_the_game(public, followers),
            // Who acts next is the engine's to say here: `to_act` is for clients without one.
            ServerMessage::Applied {
                index,
                seat,
                played,
                ..
            } => {
                if seat.index() >= self.request.game.places() {
                    return self.failed(format!("the server told an action of seat {seat}"));
                }
                followers.news.write(GameNews::Applied {
                    index,
                    seat,
                    played,
                });
                Followed::HandedOver
            }
            ServerMessage::Presence { seat, connected } => self.presence(seat, connected),
            ServerMessage::StandIn {
                seat,
                computer,
                played,
            } => self.stood_in(seat, computer, played.len(), followers),
            ServerMessage::Watching { room } => {
                console::announce(&format!("kingdomino-duel: watching online room {room}"));
                if self.status == OnlineStatus::Connecting && self.promise.is_none() {
                    self.status = OnlineStatus::Waiting(room);
                }
                Followed::Next
            }
            ServerMessage::RematchAsked { seat } => {
                let rematch = &mut followers.rematch;
                if Some(seat) == self.seat {
                    rematch.mine = true;
                } else {
                    rematch.theirs = true;
                }
                Followed::Next
            }
            ServerMessage::Seeking {
                near,
                within,
                move_seconds,
            } => self.seeking(near.zip(within), move_seconds),
            ServerMessage::Watchers { count } => {
                followers.audience.set_if_neq(Audience(count));
                Followed::Next
            }
            ServerMessage::TimeRanOut { seat } => self.time_ran_out(seat, followers),
            ServerMessage::StoreAway { away } => self.store_away_or_back(away, followers),
            ServerMessage::Ended { secret, .. } => {
                followers.news.write(GameNews::Ended { secret });
                Followed::HandedOver
            }
            ServerMessage::Refused { reason } => {
                self.failed(format!("the server refused this game's action: {reason}"))
            }
            ServerMessage::Rated { changes } => self.rated(changes),
            // A challenge is answered by the link as it arrives, never queued.
            ServerMessage::Glanced { .. }
            | ServerMessage::Leaderboard { .. }
            | ServerMessage::Challenge { .. } => {
                self.failed("the server answered a question nobody asked".into())
            }
            ServerMessage::Closing { reason, for_good } => self.closing(reason, for_good),
        }
    }

    /// Waiting for anyone: near which rating and within how far, for a room of that clock.
    fn seeking(&mut self, looked_for: Option<(i32, u32)>, move_seconds: u32) -> Followed {
        if self.status != OnlineStatus::Seeking {
            console::announce("kingdomino-duel: waiting for anyone to play");
        }
        self.status = OnlineStatus::Seeking;
        self.looked_for = looked_for;
        self.move_seconds = move_seconds;
        Followed::Next
    }

    fn failed(&mut self, why: String) -> Followed {
        self.fail(why);
        Followed::Failed
    }

    /// A seat in a room: a new one, or the same one again after a lost connection.
    fn welcomed(
        &mut self,
        room: RoomCode,
        seat: Place,
        token: SeatToken,
        away_grace_seconds: u64,
        followers: &mut Followers,
    ) -> Followed {
        if seat.index() >= self.request.game.places() {
            return self.failed(format!("the server gave this table seat {seat}"));
        }
        self.away_grace = Duration::from_secs(away_grace_seconds);
        console::announce(&format!("kingdomino-duel: online room {room} seat {seat}"));
        if self.status == OnlineStatus::Over && self.seat != Some(seat) {
            // Both asked to play again: a new game, in the other seat.
            self.start_anew();
            followers.rematch.set_if_neq(Rematch::default());
        }
        let arriving = matches!(
            self.status,
            OnlineStatus::Connecting | OnlineStatus::Seeking
        );
        if arriving && self.promise.is_none() {
            self.status = OnlineStatus::Waiting(room.clone());
        }
        self.room = Some(room);
        self.seat = Some(seat);
        self.token = Some(token);
        // A new connection: the server says again if its store is away.
        self.store_away = false;
        Followed::Next
    }

    /// The room's game, whole: handed to its table.
    fn shown_the_game(&mut self, public: PublicGame, followers: &mut Followers) -> Followed {
        if self.request.game.kind() != public.record.kind() {
            let kind = public.record.kind();
            return self.failed(format!("the server plays {kind} in this room"));
        }
        if let Some(refusal) = public.refusal() {
            return self.failed(refusal);
        }
        if self.status == OnlineStatus::Over && public.game_in_series() > self.game_in_series {
            // Everyone asked for the series' next game: the same seats play it.
            self.start_anew();
            followers.rematch.set_if_neq(Rematch::default());
        }
        followers.hints.set_if_neq(OnlineHintsAgreed(public.hints));
        self.game_shown(&public);
        followers.news.write(GameNews::Game(Box::new(public)));
        Followed::HandedOver
    }

    /// Another seat came or went.
    fn presence(&mut self, seat: Place, connected: bool) -> Followed {
        if Some(seat) != self.seat {
            self.seats_away.retain(|away| away.seat != seat);
            if !connected {
                self.seats_away.push(SeatAway {
                    seat,
                    since: web_time::Instant::now(),
                    stood_in: false,
                });
            }
        }
        Followed::Next
    }

    /// The computer plays a seat away (or stops): another's, or this one's while it was away,
    /// `played` actions for it.
    fn stood_in(
        &mut self,
        seat: Place,
        computer: bool,
        played: usize,
        followers: &mut Followers,
    ) -> Followed {
        if Some(seat) != self.seat {
            for away in self.seats_away.iter_mut().filter(|away| away.seat == seat) {
                away.stood_in = computer;
            }
        } else if played > 0 {
            followers.notice.0 =
                Some(Phrase::new("online-computer-played-for-you").with("count", played));
        }
        Followed::Next
    }

    fn time_ran_out(&mut self, seat: Place, followers: &mut Followers) -> Followed {
        let said = if Some(seat) == self.seat {
            Phrase::new("online-time-ran-out-yours")
        } else {
            Phrase::new("online-time-ran-out").with("name", self.name_of(seat))
        };
        followers.notice.0 = Some(said);
        Followed::Next
    }

    /// Said as long as it lasts, with the players away; its end once.
    fn store_away_or_back(&mut self, away: bool, followers: &mut Followers) -> Followed {
        if self.store_away && !away {
            followers.notice.0 = Some(Phrase::new("online-store-back"));
        }
        self.store_away = away;
        Followed::Next
    }

    /// The game's ratings moved: this seat's change kept, and said on the console.
    fn rated(&mut self, changes: Vec<RatingChange>) -> Followed {
        let own = changes
            .into_iter()
            .find(|change| Some(change.seat) == self.seat);
        if let Some(change) = &own {
            let why = if change.met_too_often {
                " (not counted: these players met too often today)"
            } else if change.provisional {
                " (provisional)"
            } else {
                ""
            };
            let (before, after) = (change.before, change.after);
            console::announce(&format!("kingdomino-duel: rated {before} -> {after}{why}"));
        }
        self.rating_change = own;
        Followed::Next
    }

    fn closing(&mut self, reason: String, for_good: bool) -> Followed {
        if for_good {
            return self.failed(format!("the server closed the game: {reason}"));
        }
        // The connection's end follows, and with it a new connection.
        warn!("online: the server will take this table back: {reason}");
        Followed::Next
    }
}

impl OnlineSession {
    /// The server showed the room's game (every seat taken): it is played, with the room's
    /// clock and the time the seat to act has waited so far.
    fn game_shown(&mut self, public: &PublicGame) {
        self.move_seconds = public.move_seconds;
        self.move_began =
            web_time::Instant::now().checked_sub(Duration::from_secs(public.waited_seconds));
        self.player_names = public.names.clone();
        self.game_in_series = public.game_in_series();
        if self.status != OnlineStatus::Over {
            self.status = OnlineStatus::Playing;
        }
    }
}
