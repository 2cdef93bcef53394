//! The WebSocket to the server: opened when an online game is asked for, opened again after a
//! drop (a few tries a second at first, then every few seconds), read each frame. On the
//! desktop the socket has its own thread (ewebsock's); in the browser it is the page's.

use bevy::prelude::*;
use bevy::winit::{EventLoopProxy, EventLoopProxyWrapper, WinitUserEvent};
use ewebsock::{Options, WsEvent, WsMessage, WsReceiver, WsSender};

use super::session::{OnlineSession, Wishes};
use crate::app::files::rule_set::ActiveRules;
use crate::app::player::identity::PlayerIdentity;
use crate::app::player::player_data::PlayerData;
use crate::app::settings::PlaySettings;
use crate::app::states::AppSystems;
use kingdomino_core::for_game;
use kingdomino_core::online::protocol::{MAX_MESSAGE_BYTES, decode_server, encode};
use kingdomino_core::online::proving::server_name_in;
use kingdomino_core::online::{ClientMessage, ServerMessage};
use kingdomino_core::table::TableGame;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            (open_link, read_link)
                .chain()
                .run_if(resource_exists::<OnlineSession>),
            close_link.run_if(not(resource_exists::<OnlineSession>)),
        )
            .in_set(AppSystems::ReadInput),
    );
}

/// The open socket: not `Send` in the browser, so it lives on the main thread.
pub struct Link {
    sender: WsSender,
    receiver: WsReceiver,
    /// The address dialled, whose server a rated seek's signature names.
    address: String,
}

impl Link {
    pub fn send(&mut self, message: &ClientMessage) {
        self.sender.send(WsMessage::Text(encode(message)));
    }
}

fn open_link(world: &mut World) {
    if world.get_non_send::<Link>().is_some() {
        return;
    }
    let delta = world.resource::<Time>().delta();
    let mut session = world.resource_mut::<OnlineSession>();
    if !session.wants_link() || !session.retry.tick(delta).is_finished() {
        return;
    }
    let address = session.address();
    let connected = connect(world, &address);
    let mut session = world.resource_mut::<OnlineSession>();
    match connected {
        Ok((sender, receiver)) => world.insert_non_send(Link {
            sender,
            receiver,
            address,
        }),
        Err(error) => session.lost(&format!("cannot reach {address}: {error}")),
    }
}

/// A WebSocket to `address`: a message from the server wakes a window that sleeps while nobody
/// plays on this machine.
pub(super) fn connect(world: &World, address: &str) -> ewebsock::Result<(WsSender, WsReceiver)> {
    let options = Options {
        max_incoming_frame_size: MAX_MESSAGE_BYTES,
        ..Options::default()
    };
    match world.get_resource::<EventLoopProxyWrapper>() {
        Some(proxy) => {
            let proxy = EventLoopProxy::clone(proxy);
            ewebsock::connect_with_wakeup(address, options, move || {
                let _ = proxy.send_event(WinitUserEvent::WakeUp);
            })
        }
        None => ewebsock::connect(address, options),
    }
}

fn read_link(world: &mut World) {
    let Some(link) = world.get_non_send::<Link>() else {
        return;
    };
    let mut events = Vec::new();
    while let Some(event) = link.receiver.try_recv() {
        events.push(event);
    }
    for event in events {
        match event {
            WsEvent::Opened => {
                // A room is played with its own game's rule set.
                let kind = world.resource::<OnlineSession>().request().game.kind();
                let rules_id = for_game!(kind, G => G::rules_id(&world.resource::<ActiveRules<G>>().0).to_owned());
                let request = world.resource::<OnlineSession>().request().clone();
                let player = request.seeks_anyone().then(|| {
                    world.resource_scope(|world, mut identity: Mut<PlayerIdentity>| {
                        identity.claim_for(&request.name, world.resource::<PlayerData>())
                    })
                });
                let play = world.resource::<PlaySettings>();
                let wishes = Wishes {
                    allow_hints: play.online_hints,
                    allow_watchers: play.online_watchers,
                    move_seconds: play.online_move_seconds,
                    player: player.flatten(),
                };
                let hello = world
                    .resource_mut::<OnlineSession>()
                    .hello(&rules_id, wishes);
                if let Some(mut link) = world.get_non_send_mut::<Link>() {
                    link.send(&hello);
                }
            }
            WsEvent::Message(WsMessage::Text(text)) => match decode_server(&text) {
                Ok(ServerMessage::Challenge { challenge }) => answer_challenge(world, &challenge),
                Ok(message) => world
                    .resource_mut::<OnlineSession>()
                    .inbox
                    .push_back(message),
                Err(error) => {
                    (world.resource_mut::<OnlineSession>()).fail(format!("the server sent {error}"))
                }
            },
            WsEvent::Message(_) => {}
            WsEvent::Error(error) => {
                world.resource_mut::<OnlineSession>().lost(&error);
                world.remove_non_send::<Link>();
                return;
            }
            WsEvent::Closed => {
                world
                    .resource_mut::<OnlineSession>()
                    .lost("the server closed the connection");
                world.remove_non_send::<Link>();
                return;
            }
        }
    }
    let mut session = world.resource_mut::<OnlineSession>();
    if session.take_hang_up() || !session.wants_link() {
        world.remove_non_send::<Link>();
    }
}

/// A rated seek's challenge signed with the player's key and the name of the server dialled:
/// the signature is good for this connection to this server only.
fn answer_challenge(world: &mut World, challenge: &str) {
    let identity = world.resource::<PlayerIdentity>().0.clone();
    let Some(mut link) = world.get_non_send_mut::<Link>() else {
        return;
    };
    match identity {
        Some(identity) => {
            let signature = identity.sign(&server_name_in(&link.address), challenge);
            link.send(&ClientMessage::Prove { signature });
        }
        None => (world.resource_mut::<OnlineSession>())
            .fail("the server asked for a signature, but this player has no identity".into()),
    }
}

/// Without a session (a room left, a game done with) the socket closes.
fn close_link(world: &mut World) {
    if world.get_non_send::<Link>().is_some() {
        world.remove_non_send::<Link>();
    }
}
