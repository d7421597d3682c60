import CaseStudies
import ComposableArchitecture
import Testing
import TerminalUI

/// The sign-up study's screens, as the catalogue shows the modal.
@MainActor
struct SignUpScreenTests {
  let data = Shared(
    value: SignUpData(
      email: "blob@pointfree.co", firstName: "Blob", lastName: "McBlob", password: "secret",
      passwordConfirmation: "secret", phoneNumber: "212-555-1234", topics: [.testing, .composableArchitecture]
    )
  )

  func text(_ state: SignUpFeature.State? = nil) -> String {
    var catalogue = Catalogue.State(opening: "sign-up")!
    if let state { catalogue.open?.modify(SignUpFeature.State.self) { $0 = state } }
    var frame = Frame(width: 80, height: 24)
    CatalogueScreen.render(catalogue, into: &frame)
    return frame.text
  }

  func flow(_ path: StackState<SignUpFeature.Path.State>, data: Shared<SignUpData>? = nil) -> SignUpFeature.State {
    SignUpFeature.State(path: path, signUpData: data ?? self.data)
  }

  @Test func welcome() {
    #expect(text() == """
       Sign-up flow
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (i to read)

         Welcome

         Welcome! Please sign up.

         [⏎] Sign up  ›











      ────────────────────────────────────────────────────────────────────────────────

       ⏎/s sign up  Esc/← close  i about  q quit
      """)
  }

  @Test func basicsWithThePasswordFocused() {
    #expect(text(flow([.basics(BasicsFeature.State(focusedField: .password, signUpData: data))])) == """
       Sign-up flow
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (F2 to read)

         Welcome › Basics

         Email             blob@pointfree.co
         Password          ••••••
         Confirm password  ••••••

         [⏎] Next  ›









      ────────────────────────────────────────────────────────────────────────────────

       Tab next field  ⇧Tab previous field  ⏎ next  Esc back  F2 about
      """)
  }

  @Test func personalInfo() {
    #expect(
      text(flow([.basics(BasicsFeature.State(signUpData: data)), .personalInfo(PersonalInfoFeature.State(signUpData: data))]))
        == """
           Sign-up flow
          ────────────────────────────────────────────────────────────────────────────────

           ▸ About this case study (F2 to read)

             Welcome › Basics › Personal info

             First name        Blob
             Last name         McBlob
             Phone number      212-555-1234

             [⏎] Next  ›









          ────────────────────────────────────────────────────────────────────────────────

           Tab next field  ⇧Tab previous field  ⏎ next  Esc back  F2 about
          """
    )
  }

  @Test func topics() {
    #expect(
      text(
        flow([
          .basics(BasicsFeature.State(signUpData: data)), .personalInfo(PersonalInfoFeature.State(signUpData: data)),
          .topics(TopicsFeature.State(selection: 2, topics: data.topics)),
        ])
      ) == """
         Sign-up flow
        ────────────────────────────────────────────────────────────────────────────────

         ▸ About this case study (i to read)

           Welcome › Basics › Personal info › Topics

           Please choose all the topics you are interested in.

             [ ] Advanced Swift
             [x] Composable Architecture
           > [ ] Concurrency
             [ ] Modern SwiftUI
             [ ] SwiftUI
             [x] Testing

           [⏎] Next  ›




        ────────────────────────────────────────────────────────────────────────────────

         ↑↓/jk select  space toggle  ⏎ next  Esc back  i about  q quit
        """
    )
  }

  @Test func topicsAlert() {
    let empty = Shared(value: SignUpData())
    #expect(
      text(
        flow(
          [
            .basics(BasicsFeature.State(signUpData: empty)), .personalInfo(PersonalInfoFeature.State(signUpData: empty)),
            .topics(TopicsFeature.State(alert: .chooseATopic, topics: empty.topics)),
          ],
          data: empty
        )
      ) == """
         Sign-up flow
        ────────────────────────────────────────────────────────────────────────────────

         ▸ About this case study (i to read)

           Welcome › Basics › Personal info › Topics

           Please choose all the topics you are interested in.

           > [ ] Advanced Swift
             [ ] Composable Architecture
             [ ] Concurrency┌ Please choose at least one topic. ──┐
             [ ] Modern Swif│               [ OK ]                │
             [ ] SwiftUI    └─────────────────────────────────────┘
             [ ] Testing

           [⏎] Next  ›




        ────────────────────────────────────────────────────────────────────────────────

         ⏎ OK  Esc close  i about  q quit
        """
    )
  }

  @Test func summary() {
    #expect(
      text(
        flow([
          .basics(BasicsFeature.State(signUpData: data)), .personalInfo(PersonalInfoFeature.State(signUpData: data)),
          .topics(TopicsFeature.State(topics: data.topics)), .summary(SummaryFeature.State(signUpData: data)),
        ])
      ) == """
         Sign-up flow
        ────────────────────────────────────────────────────────────────────────────────

         ▸ About this case study (i to read)

           Welcome › Basics › Personal info › Topics › Summary

           REQUIRED INFO  [1] Edit
             Email           blob@pointfree.co
             Password        ••••••
           PERSONAL INFO  [2] Edit
             First name      Blob
             Last name       McBlob
             Phone number    212-555-1234
           FAVORITE TOPICS  [3] Edit
             Composable Architecture, Testing


           [⏎] Submit


        ────────────────────────────────────────────────────────────────────────────────

         1 basics  2 personal  3 topics  ⏎ submit  Esc back  i about  q quit
        """
    )
  }

  @Test func summaryEditSheet() {
    let sheet = SummaryFeature.State(
      destination: .basics(BasicsFeature.State(isEditingFromSummary: true, signUpData: data)), signUpData: data
    )
    #expect(text(flow([.summary(sheet)])) == """
       Sign-up flow
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (F2 to read)

         Welcome › Summary
        ┌ Required info ───────────────────────────────────────────────────────────┐
        │                                                                          │
        │ Email             blob@pointfree.co                                      │
        │ Password          ••••••                                                 │
        │ Confirm password  ••••••                                                 │
        │                                                                          │
        │ [⏎] Done                                                                 │
        │                                                                          │
        │                                                                          │
        │                                                                          │
        │                                                                          │
        │                                                                          │
        │                                                                          │
        │                                                                          │
        └──────────────────────────────────────────────────────────────────────────┘
      ────────────────────────────────────────────────────────────────────────────────

       Tab next field  ⇧Tab previous field  ⏎/Esc done  F2 about
      """)
  }

  @Test func summaryTopicsSheet() {
    let sheet = SummaryFeature.State(
      destination: .topics(TopicsFeature.State(isEditingFromSummary: true, topics: data.topics)), signUpData: data
    )
    #expect(text(flow([.summary(sheet)])) == """
       Sign-up flow
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (i to read)

         Welcome › Summary
        ┌ Topics ──────────────────────────────────────────────────────────────────┐
        │                                                                          │
        │ Please choose all the topics you are interested in.                      │
        │                                                                          │
        │ > [ ] Advanced Swift                                                     │
        │   [x] Composable Architecture                                            │
        │   [ ] Concurrency                                                        │
        │   [ ] Modern SwiftUI                                                     │
        │   [ ] SwiftUI                                                            │
        │   [x] Testing                                                            │
        │                                                                          │
        │ [⏎] Done                                                                 │
        │                                                                          │
        │                                                                          │
        └──────────────────────────────────────────────────────────────────────────┘
      ────────────────────────────────────────────────────────────────────────────────

       ↑↓/jk select  space toggle  ⏎/Esc done  i about  q quit
      """)
  }

  @Test func thankYouAlert() {
    #expect(text(flow([.summary(SummaryFeature.State(alert: .thankYou, signUpData: data))])) == """
       Sign-up flow
      ────────────────────────────────────────────────────────────────────────────────

       ▸ About this case study (i to read)

         Welcome › Summary

         REQUIRED INFO  [1] Edit
           Email           blob@pointfree.co
           Password        ••••••
         PERSONAL INFO ┌ Thank you for signing up! ─────────────────┐
           First name  │ Nothing was sent anywhere: this is a demo. │
           Last name   │                                            │
           Phone number│                   [ OK ]                   │
         FAVORITE TOPIC└────────────────────────────────────────────┘
           Composable Architecture, Testing


         [⏎] Submit


      ────────────────────────────────────────────────────────────────────────────────

       ⏎ OK  Esc close  i about  q quit
      """)
  }

  @Test func tinyTerminalsNeverTrap() {
    let states = [
      flow([.summary(SummaryFeature.State(destination: .topics(TopicsFeature.State(alert: .chooseATopic, isEditingFromSummary: true, topics: data.topics)), signUpData: data))]),
      flow([.basics(BasicsFeature.State(signUpData: data)), .personalInfo(PersonalInfoFeature.State(signUpData: data))]),
      flow([.summary(SummaryFeature.State(alert: .thankYou, signUpData: data))]),
    ]
    for state in states {
      var catalogue = Catalogue.State(opening: "sign-up")!
      catalogue.open?.modify(SignUpFeature.State.self) { $0 = state }
      for (width, height) in [(0, 0), (1, 1), (10, 3), (30, 8), (80, 12)] {
        for isAboutExpanded in [false, true] {
          catalogue.open?.isAboutExpanded = isAboutExpanded
          var frame = Frame(width: width, height: height)
          CatalogueScreen.render(catalogue, into: &frame)
        }
      }
    }
  }

  @Test func aChangeToTheSharedRecordShowsInTheSummary() {
    let edited = Shared(value: SignUpData(email: "blob@pointfree.co"))
    let summary = flow([.summary(SummaryFeature.State(signUpData: edited))], data: edited)
    edited.withLock { $0.email = "blob.jr@pointfree.co" }
    #expect(text(summary).contains("     Email           blob.jr@pointfree.co\n"))
  }
}
