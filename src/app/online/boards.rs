//! The leaderboard shown in the game, asked of the online panel's server over a short
//! connection of its own: the chosen game's best players and this player's own line, or why
//! there is none to show.

use std::time::Duration;

use bevy::prelude::*;
use ewebsock::{WsEvent, WsMessage, WsReceiver, WsSender};
use web_time::Instant;

use super::OnlineServer;
use super::link::connect;
use super::session::address_of_first;
use crate::app::player::identity::PlayerIdentity;
use crate::app::states::{AppSystems, Overlay};
use kingdomino_core::games::GameKind;
use kingdomino_core::online::protocol::{PROTOCOL_VERSION, decode_server, encode};
use kingdomino_core::online::ratings::Leaderboard;
use kingdomino_core::online::{ClientMessage, ServerMessage};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<BoardShown>();
    app.add_systems(
        Update,
        (
            ask_server.run_if(resource_changed::<BoardShown>),
            hear_server,
        )
            .chain()
            .run_if(in_state(Overlay::Leaderboard))
            .in_set(AppSystems::ReadInput),
    );
    app.add_systems(OnExit(Overlay::Leaderboard), hang_up);
}

/// How long the server has to answer.
const ANSWER_TIME: Duration = Duration::from_secs(10);

/// The leaderboard asked for, and what came of it.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct BoardShown {
    pub game: GameKind,
    pub state: BoardState,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum BoardState {
    /// To be asked (again): set to ask.
    #[default]
    Asking,
    /// Asked, not answered yet.
    Waiting,
    Shown(Leaderboard),
    /// Why there is none: the server's words, or that it did not answer.
    Failed(String),
}

/// The question on its way: not `Send` in the browser.
struct BoardLink {
    sender: WsSender,
    receiver: WsReceiver,
    question: ClientMessage,
    since: Instant,
}

fn ask_server(world: &mut World) {
    let shown = world.resource::<BoardShown>().clone();
    if shown.state != BoardState::Asking {
        return;
    }
    let address = address_of_first(&world.resource::<OnlineServer>().0);
    let question = ClientMessage::Leaderboard {
        version: PROTOCOL_VERSION,
        game: shown.game,
        player: (world.resource::<PlayerIdentity>().0.as_ref()).map(|identity| identity.id()),
        provisional: false,
    };
    let state = match connect(world, &address) {
        Ok((sender, receiver)) => {
            world.insert_non_send(BoardLink {
                sender,
                receiver,
                question,
                since: Instant::now(),
            });
            BoardState::Waiting
        }
        Err(error) => BoardState::Failed(error),
    };
    world.resource_mut::<BoardShown>().state = state;
}

fn hear_server(world: &mut World) {
    let Some(mut link) = world.remove_non_send::<BoardLink>() else {
        return;
    };
    let mut answer = None;
    while let Some(event) = link.receiver.try_recv() {
        match event {
            WsEvent::Opened => link.sender.send(WsMessage::Text(encode(&link.question))),
            WsEvent::Message(WsMessage::Text(text)) => {
                answer = Some(match decode_server(&text) {
                    Ok(ServerMessage::Leaderboard { board }) => BoardState::Shown(board),
                    Ok(ServerMessage::Closing { reason, .. }) => BoardState::Failed(reason),
                    Ok(other) => BoardState::Failed(format!("the server answered {other:?}")),
                    Err(error) => BoardState::Failed(error),
                });
                break;
            }
            WsEvent::Message(_) => {}
            WsEvent::Error(error) => answer = Some(BoardState::Failed(error)),
            WsEvent::Closed => {
                answer = Some(BoardState::Failed(
                    "the server closed without an answer".into(),
                ));
            }
        }
        if answer.is_some() {
            break;
        }
    }
    if answer.is_none() && link.since.elapsed() >= ANSWER_TIME {
        answer = Some(BoardState::Failed("the server did not answer".into()));
    }
    match answer {
        Some(state) => world.resource_mut::<BoardShown>().state = state,
        None => world.insert_non_send(link),
    }
}

fn hang_up(world: &mut World) {
    world.remove_non_send::<BoardLink>();
}
