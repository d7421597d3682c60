import TerminalUI

extension SpeechRecognitionScreen {
  /// The named areas of the screen's body: the blurb, a rule, and the transcript panel,
  /// whose last column is kept for the scroll arrows.
  struct Layout {
    let blurb: Rect
    let rule: Rect
    let transcript: Rect
    let transcriptText: Rect
    let scrollMargin: Rect

    init(chrome: ScreenChrome, isSimulated: Bool) {
      let body = chrome.body
      let blurbHeight = Paragraph(SpeechRecognitionScreen.blurb(isSimulated: isSimulated)).height(width: body.width)
      let (blurb, rest) = body.split(top: blurbHeight)
      let (rule, transcript) = rest.split(top: 1)
      self.blurb = blurb
      self.rule = rule
      self.transcript = transcript
      (transcriptText, scrollMargin) = transcript.split(right: 2)
    }

    /// The layout in a terminal of `size`.
    init(size: Size, isSimulated: Bool) {
      let title = SpeechRecognitionScreen.title(isSimulated: isSimulated)
      self.init(chrome: ScreenChrome(size: size, path: [title]), isSimulated: isSimulated)
    }
  }
}
