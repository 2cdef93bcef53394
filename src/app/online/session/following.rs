//! The server's messages, followed in order: each becomes the session's state or an intent for
//! the rules bridge (the opponent's action, a roll, the game to take up), one action a frame so
//! each is applied before the next is read.

use std::time::Duration;

use bevy::prelude::*;

use super::{GameNews, OnlineSession, OnlineStatus, SeatAway};
use crate::app::online::{Audience, Rematch};
use crate::app::runtime::console;
use crate::app::table::Notice;
use crate::app::table::OnlineHintsAgreed;
use kingdomino_core::localization::Phrase;
use kingdomino_core::online::{PublicGame, ServerMessage};

/// Follows the server's messages, up to the first that gives the table an action or a game
/// (handed over to the table of the room's game as news).
pub(super) fn follow_server(
    mut session: ResMut<OnlineSession>,
    mut hints: ResMut<OnlineHintsAgreed>,
    mut news: MessageWriter<GameNews>,
    mut notice: ResMut<Notice>,
    mut audience: ResMut<Audience>,
    mut rematch: ResMut<Rematch>,
) {
    let session = &mut *session;
    while session.status.needs_server() {
        let Some(message) = session.inbox.pop_front() else {
            return;
        };
        let handed_over = match message {
            ServerMessage::Welcome {
                room,
                seat,
                token,
                away_grace_seconds,
            } => {
                let fits = seat.index() < session.request.game.places();
                if !fits {
                    session.fail(format!("the server gave this table seat {seat}"));
                    return;
                }
                session.away_grace = Duration::from_secs(away_grace_seconds);
                console::announce(&format!("kingdomino-duel: online room {room} seat {seat}"));
                if session.status == OnlineStatus::Over && session.seat != Some(seat) {
                    // Both asked to play again: a new game, in the other seat.
                    session.start_anew();
                    rematch.set_if_neq(Rematch::default());
                }
                let arriving = matches!(
                    session.status,
                    OnlineStatus::Connecting | OnlineStatus::Seeking
                );
                if arriving && session.promise.is_none() {
                    session.status = OnlineStatus::Waiting(room.clone());
                }
                session.room = Some(room);
                session.seat = Some(seat);
                session.token = Some(token);
                // A new connection: the server says again if its store is away.
                session.store_away = false;
                false
            }
            ServerMessage::Game { game: public }
                if session.request.game.kind() != public.record.kind() =>
            {
                session.fail(format!(
                    "the server plays {} in this room",
                    public.record.kind()
                ));
                false
            }
            ServerMessage::Game { game: public } => {
                if session.status == OnlineStatus::Over
                    && public.game_in_series() > session.game_in_series
                {
                    // Everyone asked for the series' next game: the same seats play it.
                    session.start_anew();
                    rematch.set_if_neq(Rematch::default());
                }
                hints.set_if_neq(OnlineHintsAgreed(public.hints));
                session.game_shown(&public);
                news.write(GameNews::Game(Box::new(public)));
                true
            }
            ServerMessage::Applied {
                index,
                seat,
                played,
            } => {
                if seat.index() >= session.request.game.places() {
                    session.fail(format!("the server told an action of seat {seat}"));
                    return;
                }
                news.write(GameNews::Applied {
                    index,
                    seat,
                    played,
                });
                true
            }
            ServerMessage::Presence { seat, connected } => {
                if Some(seat) != session.seat {
                    session.seats_away.retain(|away| away.seat != seat);
                    if !connected {
                        session.seats_away.push(SeatAway {
                            seat,
                            since: web_time::Instant::now(),
                            stood_in: false,
                        });
                    }
                }
                false
            }
            ServerMessage::StandIn {
                seat,
                computer,
                played,
            } => {
                if Some(seat) != session.seat {
                    for away in &mut session.seats_away {
                        if away.seat == seat {
                            away.stood_in = computer;
                        }
                    }
                } else if !played.is_empty() {
                    notice.0 = Some(
                        Phrase::new("online-computer-played-for-you").with("count", played.len()),
                    );
                }
                false
            }
            ServerMessage::Watching { room } => {
                console::announce(&format!("kingdomino-duel: watching online room {room}"));
                if session.status == OnlineStatus::Connecting && session.promise.is_none() {
                    session.status = OnlineStatus::Waiting(room);
                }
                false
            }
            ServerMessage::RematchAsked { seat } => {
                if Some(seat) == session.seat {
                    rematch.mine = true;
                } else {
                    rematch.theirs = true;
                }
                false
            }
            ServerMessage::Seeking { near, within } => {
                if session.status != OnlineStatus::Seeking {
                    console::announce("kingdomino-duel: waiting for anyone to play");
                }
                session.status = OnlineStatus::Seeking;
                session.looked_for = near.zip(within);
                false
            }
            ServerMessage::Watchers { count } => {
                audience.set_if_neq(Audience(count));
                false
            }
            ServerMessage::TimeRanOut { seat } => {
                let said = if Some(seat) == session.seat {
                    Phrase::new("online-time-ran-out-yours")
                } else {
                    Phrase::new("online-time-ran-out").with("name", session.name_of(seat))
                };
                notice.0 = Some(said);
                false
            }
            // Said as long as it lasts, with the players away; its end once.
            ServerMessage::StoreAway { away } => {
                if session.store_away && !away {
                    notice.0 = Some(Phrase::new("online-store-back"));
                }
                session.store_away = away;
                false
            }
            ServerMessage::Ended { secret } => {
                news.write(GameNews::Ended { secret });
                true
            }
            ServerMessage::Refused { reason } => {
                session.fail(format!("the server refused this game's action: {reason}"));
                false
            }
            ServerMessage::Rated { changes } => {
                let own = changes
                    .into_iter()
                    .find(|change| Some(change.seat) == session.seat);
                if let Some(change) = &own {
                    console::announce(&format!(
                        "kingdomino-duel: rated {} -> {}{}",
                        change.before,
                        change.after,
                        if change.met_too_often {
                            " (not counted: these players met too often today)"
                        } else if change.provisional {
                            " (provisional)"
                        } else {
                            ""
                        }
                    ));
                }
                session.rating_change = own;
                false
            }
            ServerMessage::Glanced { .. } | ServerMessage::Leaderboard { .. } => {
                session.fail("the server answered a question nobody asked".into());
                false
            }
            ServerMessage::Closing { reason, for_good } => {
                if for_good {
                    session.fail(format!("the server closed the game: {reason}"));
                } else {
                    // The connection's end follows, and with it a new connection.
                    warn!("online: the server will take this table back: {reason}");
                }
                false
            }
        };
        if handed_over {
            return;
        }
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
