//! A rated seeker proves who they are before the hub hears of them: their connection is sent a
//! fresh challenge, and within the hello's time must send back its signature, made with this
//! server's name by the key their seek named. A recorded exchange is worth nothing on another
//! connection or another server.

use axum::extract::ws::{Message, WebSocket};
use tokio::time::timeout;

use super::hub::{Ending, ProvenSeek, random_hex};
use super::incoming::next_text;
use super::limits::{HELLO_TIME, SEND_TIME};
use super::metrics::Refusal;
use kingdomino_core::online::protocol::{decode_client, encode};
use kingdomino_core::online::proving::CHALLENGE_HEX_DIGITS;
use kingdomino_core::online::{ClientMessage, ProvenPlayer, ServerMessage};

/// The seek with who it proved its seeker is (an unrated seek proves nothing and is passed on);
/// how the connection ends if it does not prove it (nothing to say when it closed).
pub async fn prove(
    socket: &mut WebSocket,
    server: &str,
    message: ClientMessage,
) -> Result<ProvenSeek, Option<Ending>> {
    let ClientMessage::Seek {
        player: Some(claim),
        ..
    } = &message
    else {
        return Ok(ProvenSeek {
            message,
            player: None,
        });
    };
    let challenge =
        random_hex::<{ CHALLENGE_HEX_DIGITS / 2 }>().map_err(|why| Some(Ending::Dropped(why)))?;
    let asked = ServerMessage::Challenge {
        challenge: challenge.clone(),
    };
    match timeout(SEND_TIME, socket.send(Message::Text(encode(&asked).into()))).await {
        Ok(Ok(())) => {}
        _ => return Err(None),
    }
    let signature = signature(socket).await?;
    let proven: ProvenPlayer = claim
        .check(server, &challenge, &signature)
        .map_err(|reason| Some(refused(reason, Refusal::Hello)))?;
    Ok(ProvenSeek {
        message,
        player: Some(proven),
    })
}

/// The signature the seeker sends back, within the hello's time.
async fn signature(socket: &mut WebSocket) -> Result<String, Option<Ending>> {
    let text = match timeout(HELLO_TIME, next_text(socket)).await {
        Ok(Some(Ok(text))) => text,
        Ok(Some(Err(reason))) => return Err(Some(refused(reason, Refusal::Malformed))),
        Ok(None) => return Err(None),
        Err(_) => {
            return Err(Some(Ending::Refused {
                reason: "the challenge was not signed in time".into(),
                kind: Refusal::Slow,
                for_good: false,
            }));
        }
    };
    match decode_client(&text) {
        Ok(ClientMessage::Prove { signature }) => Ok(signature),
        Ok(_) => Err(Some(refused(
            "a seek's challenge is answered with `prove`".into(),
            Refusal::Malformed,
        ))),
        Err(reason) => Err(Some(refused(reason, Refusal::Malformed))),
    }
}

fn refused(reason: String, kind: Refusal) -> Ending {
    Ending::Refused {
        reason,
        kind,
        for_good: true,
    }
}
